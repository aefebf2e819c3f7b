import { MESSAGES, PREVIEW_ITEM_COUNT, blockCharacters } from '@bolo/contracts';
import type { PreviewItem } from '@bolo/contracts';
import { Badge, Button, ItemImage } from '@bolo/web';
import { Icon } from '../../../../shared/components/icons';

/**
 * Members-only teaser. The server sends real preview data; the name, prices and
 * platforms are turned into block characters before rendering, so the real
 * text never reaches the DOM (blurring alone would leave it readable).
 */
// Shown when the preview cannot be fetched, so the section keeps its shape.
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

export function PreviewGrid({ items, isLoading, itemCount }: { items: PreviewItem[]; isLoading: boolean; itemCount: number | null }) {
  return (
    <section className="section section--muted" aria-labelledby="preview-title">
      <div className="container">
        <h2 id="preview-title" className="section__title">
          A peek inside the directory
        </h2>
        <p className="section__lead">Members see every detail. Here is what a BOLO card looks like.</p>
        <div className="home-grid home-grid--3">
          {isLoading
            ? Array.from({ length: PREVIEW_ITEM_COUNT }, (_, index) => <div key={index} className="card preview-card preview-card--skeleton" aria-hidden="true" />)
            : (items.length > 0 ? items : PLACEHOLDER_ITEMS).map((item) => <PreviewCard key={item.id} item={item} />)}
        </div>
        <div className="home-preview__cta">
          <Button to="/pricing#pricing-top" size="lg">
            Unlock {itemCount ? `all ${itemCount} BOLOs` : 'the full directory'}
          </Button>
        </div>
      </div>
    </section>
  );
}

// The API's 480x480 card variant is plenty for a blurred teaser (it falls back to the original).
function cardImage(image: string | null): string | null {
  return image && /^\/api\/images\/bolo-items\/\d+$/.test(image) ? `${image}?size=card` : image;
}

function PreviewCard({ item }: { item: PreviewItem }) {
  return (
    <article className="card preview-card" data-testid="preview-card">
      <div className="preview-card__media">
        <ItemImage src={cardImage(item.image)} alt="Members-only item" blurred />
        <div className="preview-card__overlay">
          <Icon name="lock" size={18} />
          <span>{MESSAGES.directory.membersOnly}</span>
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
        <dl className="preview-card__prices" aria-label="Prices hidden for members">
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
