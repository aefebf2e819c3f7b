import { detailProfit, formatUsd } from '@bolo/contracts';

/** 'Potential Profit' of spec member-side §9, in whole dollars. */
export function ProfitPanel({ buyPrice, soldRange }: { buyPrice: string; soldRange: string }) {
  const profit = detailProfit(buyPrice, soldRange);
  return (
    <section className="detail-panel profit-panel" aria-labelledby="profit-title" data-testid="profit-panel">
      <h2 id="profit-title" className="detail-panel__title">
        Potential Profit
      </h2>
      <dl className="profit-panel__figures">
        <div className="profit-panel__figure">
          <dt>Conservative</dt>
          <dd data-testid="profit-conservative">{formatUsd(profit.conservative)}</dd>
        </div>
        <div className="profit-panel__figure">
          <dt>Optimistic</dt>
          <dd data-testid="profit-optimistic">{formatUsd(profit.optimistic)}</dd>
        </div>
        <div className="profit-panel__figure profit-panel__figure--roi">
          <dt>Max ROI</dt>
          <dd data-testid="profit-roi">{profit.maxRoiPercent}%</dd>
        </div>
      </dl>
      <p className="profit-panel__note">
        Conservative: first sold price minus buy price. Optimistic: highest sold price minus lowest buy price. Before fees and shipping.
      </p>
    </section>
  );
}
