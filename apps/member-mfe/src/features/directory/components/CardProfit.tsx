import { FEE_PLATFORM_NAMES } from '@bolo/contracts';
import type { BoloItem, Platform } from '@bolo/contracts';
import { EstimatedProfit } from '../../../shared/components/ItemCard';
import { formatMoney } from '../../../shared/lib/profit-target-draft';
import { cardNetProfit } from '../lib/card-net-profit';
import './directory.css';

/**
 * A card's profit line once the member picked a platform (issue 20 item 5): "Net on eBay:
 * $low – $high" after that platform's fees on `date` (when the list was fetched, so the server's
 * render and the browser's agree) and the category's default shipping. An item that does not
 * list the platform keeps its estimated profit, with a note that it is not sold there.
 */
export function CardProfit({ item, platform, date }: { item: BoloItem; platform: Platform; date: number }) {
  const result = cardNetProfit(item, platform, date);
  const name = FEE_PLATFORM_NAMES[platform];
  if (result.kind === 'net') {
    return (
      <p className="item-card__profit card-net" data-testid="card-net">
        <span className="item-card__profit-label">Net on {name}:</span>{' '}
        <span className="item-card__profit-value" data-testid="card-net-profit">
          {formatMoney(result.low.net)} – {formatMoney(result.high.net)}
        </span>
      </p>
    );
  }
  return (
    <>
      <EstimatedProfit item={item} />
      {result.kind === 'not-sold-there' ? (
        <p className="card-net__note" data-testid="card-net-note">
          Not sold on {name}
        </p>
      ) : null}
    </>
  );
}
