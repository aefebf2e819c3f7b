import { useId } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { cardProfitEstimate } from '@bolo/contracts';
import type { BoloItem } from '@bolo/contracts';
import { Badge, ItemImage, PlatformBadge, Link } from '@bolo/web';
import { itemDetailHref } from '../lib/item-links';
import type { ItemLinkState } from '../lib/item-links';
import { CARD_IMAGE_SIZE, cardImageSrc } from '../lib/item-image';
import './item-list.css';

export interface ItemCardProps {
  item: BoloItem;
  /** The list's own address (path + query), carried to the detail page as `returnTo`. */
  returnTo: string;
  from: ItemLinkState['from'];
  /** Controls under the card (e.g. Remove). Kept outside the link: a button inside a link is invalid. */
  actions?: ReactNode;
  /** Load the picture at once, with high priority (first row); otherwise lazily. */
  eagerImage?: boolean;
  /** When the list was fetched: dates the picture's hourly cache-busting parameter. */
  imageFetchedAt?: number;
  /** Called when the card link is clicked (see useOpeningItem). */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Shown instead of the estimated profit (the directory's net profit on a platform). */
  profit?: ReactNode;
}

/**
 * One item of a list. The card is a link named by the item (aria-labelledby), so assistive
 * technology announces "Nike Air Max, link" while the prices stay readable inside it.
 * Without actions the link itself is the card; with actions an <article> holds both.
 */
export function ItemCard({ item, returnTo, from, actions, eagerImage, imageFetchedAt, onOpen, profit }: ItemCardProps) {
  const nameId = useId();
  const state: ItemLinkState = { from };
  const body = (
    <>
      <ItemImage
        src={cardImageSrc(item)}
        alt=""
        className="item-card__image"
        eager={eagerImage}
        fetchedAt={imageFetchedAt}
        width={CARD_IMAGE_SIZE}
        height={CARD_IMAGE_SIZE}
      />
      <div className="item-card__body">
        <div className="item-card__badges">
          <Badge>{item.category}</Badge>
          {item.subcategory ? <Badge variant="secondary">{item.subcategory}</Badge> : null}
        </div>
        <h3 className="item-card__name" id={nameId}>
          {item.name}
        </h3>
        <dl className="item-card__prices">
          <div>
            <dt>Buy Price</dt>
            <dd>{item.buyPrice}</dd>
          </div>
          <div>
            <dt>Sold Range</dt>
            <dd>{item.soldRange}</dd>
          </div>
        </dl>
        {item.platforms.length > 0 ? (
          <div className="item-card__platforms" role="group" aria-label="Platforms">
            {item.platforms.map((platform) => (
              <PlatformBadge key={platform} platform={platform} />
            ))}
          </div>
        ) : null}
        {profit ?? <EstimatedProfit item={item} />}
      </div>
    </>
  );
  const href = itemDetailHref(item.id, returnTo);

  if (!actions) {
    return (
      <Link to={href} state={state} onClick={onOpen} className="item-card item-card__link" aria-labelledby={nameId} data-testid="item-card">
        {body}
      </Link>
    );
  }
  return (
    <article className="item-card" data-testid="item-card">
      <Link to={href} state={state} onClick={onOpen} className="item-card__link" aria-labelledby={nameId}>
        {body}
      </Link>
      <div className="item-card__actions">{actions}</div>
    </article>
  );
}

/** Spec member-side §9: the lowest buy number taken from the lowest and the highest sold number. */
export function EstimatedProfit({ item }: { item: Pick<BoloItem, 'buyPrice' | 'soldRange'> }) {
  return (
    <p className="item-card__profit">
      <span className="item-card__profit-label">Est. Profit</span>
      <span className="item-card__profit-value" data-testid="card-profit">
        {cardProfitEstimate(item.buyPrice, item.soldRange).label}
      </span>
    </p>
  );
}
