import type { ReactNode } from 'react';
import type { BoloItem } from '@bolo/contracts';
import { Badge, ItemImage, PlatformBadge, formatDate } from '@bolo/web';
import { ebaySoldListingsUrl } from '../../../shared/lib/item-links';
import { ProfitAfterFees } from './ProfitAfterFees';
import { ProfitPanel } from './ProfitPanel';
import { SaveToggle } from './SaveToggle';

/** The picture's size attributes: square, like its frame (the picture is cropped to fill it). */
const DETAIL_IMAGE_SIZE = 960;

/**
 * Everything a member sees about one item (spec member-side §2 "Item detail"). `fetchedAt` is
 * when the item was fetched: it dates the picture's hourly cache-busting parameter. `comments`
 * is the Community Comments block, composed at the route (another feature's).
 */
export function ItemDetailContent({ item, fetchedAt, comments }: { item: BoloItem; fetchedAt?: number; comments?: ReactNode }) {
  // The UTC day, en-US: the server's render and the browser's hydration write the same text.
  const updated = formatDate(item.updated);
  return (
    <>
      <article className="item-detail__layout" aria-labelledby="item-name" data-testid="item-detail">
        <ItemImage
          src={item.image}
          alt={item.name}
          className="item-detail__image"
          eager
          fetchedAt={fetchedAt}
          width={DETAIL_IMAGE_SIZE}
          height={DETAIL_IMAGE_SIZE}
        />
        <div className="item-detail__info">
          <div className="item-detail__badges">
            <Badge>{item.category}</Badge>
            {item.subcategory ? <Badge variant="secondary">{item.subcategory}</Badge> : null}
            {item.source.map((source) => (
              <Badge key={source} variant="outline">
                {source}
              </Badge>
            ))}
          </div>
          <h1 id="item-name" className="item-detail__name">
            {item.name}
          </h1>
          <p className="item-detail__description">{item.description}</p>
          <dl className="item-detail__prices">
            <div className="price-box">
              <dt>Buy Price</dt>
              <dd data-testid="buy-price">{item.buyPrice}</dd>
            </div>
            <div className="price-box price-box--sold">
              <dt>Sold Range</dt>
              <dd data-testid="sold-range">{item.soldRange}</dd>
            </div>
          </dl>
          {item.platforms.length > 0 ? (
            <div className="item-detail__platforms">
              <h2 className="item-detail__label">Sell on</h2>
              <div className="item-detail__platform-list">
                {item.platforms.map((platform) => (
                  <PlatformBadge key={platform} platform={platform} />
                ))}
              </div>
            </div>
          ) : null}
          <div className="item-detail__actions">
            <SaveToggle itemId={item.id} />
            <a className="btn btn--outline btn--md" href={ebaySoldListingsUrl(item.name)} target="_blank" rel="noopener noreferrer">
              Check eBay sold listings
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
          {updated ? (
            <p className="item-detail__updated">
              Last updated: <time dateTime={item.updated}>{updated}</time>
            </p>
          ) : null}
        </div>
      </article>
      <div className="item-detail__panels">
        <section className="detail-panel" aria-labelledby="notes-title">
          <h2 id="notes-title" className="detail-panel__title">
            Sourcing Notes &amp; Tips
          </h2>
          {item.notes?.trim() ? <p className="detail-panel__text">{item.notes}</p> : <p className="detail-panel__muted">No sourcing notes for this item yet.</p>}
          {item.source.length > 0 ? (
            <p className="detail-panel__text">
              <strong>Where to look:</strong> {item.source.join(', ')}
            </p>
          ) : null}
        </section>
        <ProfitPanel buyPrice={item.buyPrice} soldRange={item.soldRange} />
        <ProfitAfterFees item={item} asOf={fetchedAt} />
      </div>
      {comments}
    </>
  );
}
