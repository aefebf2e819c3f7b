import { PREVIEW_ITEM_COUNT, blockCharacters, DIRECTORY_MESSAGES } from '@bolo/contracts';
import type { PreviewItem } from '@bolo/contracts';
import { Badge, Button, ItemImage } from '@bolo/web';
import { Icon } from '../icons';
import '../showcase.css';
import './preview-grid.css';

/**
 * Members-only teaser. The server sends real preview data; the name, prices and
 * platforms are turned into block characters before rendering, so the real
 * text never reaches the DOM (blurring alone would leave it readable).
 */
// Shown while the preview loads (as skeletons) and when it cannot be fetched, so the section
// keeps its shape: the same cards, so the same height, and nothing below moves when they arrive.
const PLACEHOLDER_ITEMS: PreviewItem[] = Array.from({ length: PREVIEW_ITEM_COUNT }, (_, index) => ({
  id: -(index + 1),
  name: 'Members only item name',
  category: 'BOLO',
  subcategory: null,
  image: null,
  buyPrice: '$00',
  soldRange: '$00 - $000',
  platforms: ['Platform', 'Platform'],
}));

export interface PreviewGridProps {
  items: PreviewItem[];
  isLoading: boolean;
  /** When the preview was fetched: dates the pictures' hourly cache-busting parameter. */
  fetchedAt?: number;
  itemCount: number | null;
  title?: string;
  lead?: string;
}

export function PreviewGrid({
  items,
  isLoading,
  fetchedAt,
  itemCount,
  title = 'A peek inside the directory',
  lead = 'Members see every detail. Here is what a BOLO card looks like.',
}: PreviewGridProps) {
  return (
    <section className="section section--muted" aria-labelledby="preview-title">
      <div className="container">
        <h2 id="preview-title" className="section__title">
          {title}
        </h2>
        <p className="section__lead">{lead}</p>
        <div className="showcase-grid" aria-busy={isLoading || undefined}>
          {isLoading
            ? PLACEHOLDER_ITEMS.map((item) => <PreviewCard key={item.id} item={item} skeleton />)
            : (items.length > 0 ? items : PLACEHOLDER_ITEMS).map((item) => <PreviewCard key={item.id} item={item} fetchedAt={fetchedAt} />)}
        </div>
        <div className="preview-grid__cta">
          <Button to="/pricing#pricing-top" size="lg">
            Unlock {itemCount ? `all ${itemCount} BOLOs` : 'the full directory'}
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * The preview pictures' size attributes: the square frame of a card. The picture itself is the
 * API's tiny teaser, blurred on the server (the address visitors can open shows nothing more);
 * the CSS blur only smooths its upscaled pixels.
 */
const PREVIEW_IMAGE_SIZE = 480;

/** One teaser card; `skeleton` is its loading shape (same boxes, hidden from assistive technology). */
function PreviewCard({ item, fetchedAt, skeleton }: { item: PreviewItem; fetchedAt?: number; skeleton?: boolean }) {
  return (
    <article
      className={`card preview-card${skeleton ? ' preview-card--skeleton' : ''}`}
      data-testid={skeleton ? 'preview-card-skeleton' : 'preview-card'}
      aria-hidden={skeleton || undefined}
    >
      <div className="preview-card__media">
        {skeleton ? (
          <div className="item-image">
            <div className="item-image__placeholder" />
          </div>
        ) : (
          <ItemImage src={item.image} alt="Members-only item" blurred fetchedAt={fetchedAt} width={PREVIEW_IMAGE_SIZE} height={PREVIEW_IMAGE_SIZE} />
        )}
        <div className="preview-card__overlay">
          <Icon name="lock" size={18} />
          <span>{DIRECTORY_MESSAGES.membersOnly}</span>
        </div>
      </div>
      <div className="preview-card__body">
        <div className="preview-card__badges">
          <Badge variant="secondary">{item.category}</Badge>
        </div>
        <h3 className="preview-card__name">
          <span aria-hidden="true">{blockCharacters(item.name)}</span>
          <span className="visually-hidden">Item name hidden for members</span>
        </h3>
        {/* Named in text, not with aria-label (a <dl> has no role that may carry one). */}
        <span className="visually-hidden">Prices hidden for members</span>
        <dl className="preview-card__prices">
          <div>
            <dt>Buy</dt>
            <dd aria-hidden="true">{blockCharacters(item.buyPrice)}</dd>
          </div>
          <div>
            <dt>Sold</dt>
            <dd aria-hidden="true">{blockCharacters(item.soldRange)}</dd>
          </div>
        </dl>
        <div className="preview-card__platforms" aria-hidden="true">
          {item.platforms.map((platform, index) => (
            <span key={index} className="badge badge--secondary">
              {blockCharacters(platform)}
            </span>
          ))}
        </div>
      </div>
    </article>
  );
}
