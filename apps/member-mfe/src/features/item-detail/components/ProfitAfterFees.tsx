import { useMemo, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import {
  DEFAULT_PROFIT_TARGET,
  FEE_PLATFORM_NAMES,
  PROFILE_CACHE_FRESH_SECONDS,
  PROFIT_TARGET_MESSAGES,
  SHIPPING_COST_MAX,
  defaultShippingCost,
  itemProfitAfterFees,
  meetsTarget,
  netProfit,
  profitTargetOf,
} from '@bolo/contracts';
import type { BoloItem, NetProfit, PlatformProfit, ProfitTarget } from '@bolo/contracts';
import { Button, errorMessage, formatDate, useAuth } from '@bolo/web';
import { useGetProfileQuery, useSaveProfitTargetMutation } from '../../../shared/api/member-profile';
import { ProfitTargetFields } from '../../../shared/components/ProfitTargetFields';
import { describeTarget, draftOfTarget, formatMoney, parseTargetDraft, type ProfitTargetDraft } from '../../../shared/lib/profit-target-draft';

/** The shipping cost as typed, or null with what is wrong with it. */
function parseShipping(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0 || value > SHIPPING_COST_MAX) return null;
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 ? value : null;
}

const SHIPPING_PROBLEM = `Shipping must be an amount between $0 and ${formatMoney(SHIPPING_COST_MAX)}, in dollars and cents.`;

/** A schedule's first day as the page writes dates ('February 14, 2025', UTC). */
const scheduleDate = (day: string): string => formatDate(`${day}T00:00:00.000Z`) ?? day;

/**
 * "Profit after fees" (issue 20 item 6): the item's net profit on each of its platforms at the
 * low and high sold price, after the fee schedule in force when the item was fetched (`asOf`, so
 * the server's render and the browser's hydration pick the same schedule) and the shipping
 * assumption; the best platform; and the walk-away price for the member's profit target there.
 * Shipping and target can be changed here; the target can be saved to the profile.
 */
export function ProfitAfterFees({ item, asOf }: { item: BoloItem; asOf?: number }) {
  const { user } = useAuth();
  const profile = useGetProfileQuery(undefined, { skip: !user, refetchOnMountOrArgChange: PROFILE_CACHE_FRESH_SECONDS });
  const savedTarget: ProfitTarget = profile.data ? profitTargetOf(profile.data) : DEFAULT_PROFIT_TARGET;
  const [saveTarget, saving] = useSaveProfitTargetMutation();

  // Both null until the member types: then the saved target and the category's shipping apply.
  const [targetDraft, setTargetDraft] = useState<ProfitTargetDraft | null>(null);
  const [shippingText, setShippingText] = useState<string | null>(null);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);

  const parsedTarget = targetDraft ? parseTargetDraft(targetDraft) : null;
  const target = parsedTarget && 'target' in parsedTarget ? parsedTarget.target : savedTarget;
  const targetProblem = parsedTarget && 'error' in parsedTarget ? parsedTarget.error : null;
  const defaultShipping = defaultShippingCost(item.category);
  const typedShipping = shippingText === null ? null : parseShipping(shippingText);
  const shippingCost = typedShipping ?? defaultShipping;
  const shippingProblem = shippingText !== null && typedShipping === null ? SHIPPING_PROBLEM : null;

  const date = asOf ?? Date.now();
  const result = useMemo(() => itemProfitAfterFees(item, { target, date, shippingCost }), [item, target, date, shippingCost]);
  const unsaved = targetDraft !== null && !targetProblem && (target.kind !== savedTarget.kind || target.value !== savedTarget.value);

  async function onSaveTarget(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsedTarget || !('target' in parsedTarget)) return;
    setSaveProblem(null);
    try {
      await saveTarget(parsedTarget.target).unwrap();
      setTargetDraft(null);
    } catch (error) {
      setSaveProblem(errorMessage(error) ?? PROFIT_TARGET_MESSAGES.saveFailed.description);
    }
  }

  return (
    <section className="detail-panel profit-fees" aria-labelledby="profit-fees-title" data-testid="profit-after-fees">
      <h2 id="profit-fees-title" className="detail-panel__title">
        Profit after fees
      </h2>
      {result === null ? (
        <p className="detail-panel__muted" data-testid="profit-fees-unavailable">
          The sold range has no price to work from, so profit after fees can&apos;t be estimated.
        </p>
      ) : (
        <>
          <p className="profit-fees__lead">
            {result.buyPrice === null ? (
              <>No price found in the buy price, so these assume you paid $0. </>
            ) : (
              <>
                Buying at <strong>{formatMoney(result.buyPrice)}</strong> (the lowest buy price),{' '}
              </>
            )}
            after each platform&apos;s seller fees on <time dateTime={new Date(date).toISOString()}>{formatDate(date)}</time> and{' '}
            <strong data-testid="shipping-used">{formatMoney(result.shippingCost)}</strong> shipping.
          </p>
          {result.allPlatforms ? <p className="profit-fees__note">This BOLO names no platform with a fee table, so every platform is shown.</p> : null}
          <div className="profit-fees__table-wrap">
            <table className="profit-fees__table" data-testid="profit-fees-table">
              <thead>
                <tr>
                  <th scope="col">Platform</th>
                  <th scope="col">Net at {formatMoney(result.soldLow)}</th>
                  {result.soldHigh !== result.soldLow ? <th scope="col">Net at {formatMoney(result.soldHigh)}</th> : null}
                  <th scope="col">Fees</th>
                  <th scope="col">Fee schedule</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row) => (
                  <PlatformRow key={row.platform} row={row} best={row.platform === result.best} showHigh={result.soldHigh !== result.soldLow} />
                ))}
              </tbody>
            </table>
          </div>
          {result.untracked.length > 0 ? (
            <p className="profit-fees__note" data-testid="untracked-platforms">
              No fee table for {result.untracked.join(', ')}.
            </p>
          ) : null}
          {result.walkAway ? <WalkAway result={result.walkAway} rows={result.rows} target={target} shippingCost={result.shippingCost} /> : null}
        </>
      )}

      <div className="profit-fees__controls">
        <div className="profit-fees__shipping">
          <div className="field">
            <label className="field__label" htmlFor="profit-fees-shipping">
              Shipping you pay ($)
            </label>
            <input
              id="profit-fees-shipping"
              className="input"
              name="shipping"
              type="number"
              inputMode="decimal"
              min={0}
              max={SHIPPING_COST_MAX}
              step="0.01"
              value={shippingText ?? String(defaultShipping)}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setShippingText(event.target.value)}
              aria-invalid={shippingProblem ? true : undefined}
              aria-describedby={shippingProblem ? 'profit-fees-shipping-error' : 'profit-fees-shipping-hint'}
            />
          </div>
          {shippingProblem ? (
            <p className="form-error" role="alert" id="profit-fees-shipping-error">
              {shippingProblem} Until then {formatMoney(defaultShipping)} is used.
            </p>
          ) : null}
          <p className="profit-fees__hint" id="profit-fees-shipping-hint">
            Assumed for {item.category}: {formatMoney(defaultShipping)}. On Poshmark the buyer pays the label.
            {shippingText !== null ? (
              <>
                {' '}
                <button type="button" className="profit-fees__reset" onClick={() => setShippingText(null)}>
                  Use {formatMoney(defaultShipping)}
                </button>
              </>
            ) : null}
          </p>
        </div>
        <form className="profit-fees__target" method="post" onSubmit={onSaveTarget} noValidate aria-label="Profit target">
          <ProfitTargetFields
            id="profit-fees-target"
            draft={targetDraft ?? draftOfTarget(savedTarget)}
            onChange={(draft) => {
              setSaveProblem(null);
              setTargetDraft(draft);
            }}
            errorId={targetProblem || saveProblem ? 'profit-fees-target-error' : undefined}
          />
          {targetProblem || saveProblem ? (
            <p className="form-error" role="alert" id="profit-fees-target-error">
              {targetProblem ?? saveProblem}
            </p>
          ) : null}
          <div className="profit-fees__target-actions">
            <Button type="submit" variant="outline" size="sm" disabled={!unsaved || saving.isLoading || !user}>
              {saving.isLoading ? 'Saving...' : 'Save as my target'}
            </Button>
            <span className="profit-fees__hint" data-testid="saved-target" aria-live="polite">
              {saving.isSuccess && !targetDraft ? 'Saved. ' : null}
              Your saved target: {describeTarget(savedTarget)}
            </span>
          </div>
        </form>
      </div>
      <p className="profit-fees__note">
        Fee tables are dated and sourced; they leave out sales tax, promoted listings and category exceptions. Estimates, not quotes.
      </p>
    </section>
  );
}

function Money({ profit, testId }: { profit: NetProfit; testId: string }) {
  return (
    <td data-testid={testId} className={profit.isLoss ? 'profit-fees__loss' : undefined}>
      {formatMoney(profit.net)}
      {profit.isLoss ? <span className="profit-fees__loss-label"> loss</span> : null}
    </td>
  );
}

function PlatformRow({ row, best, showHigh }: { row: PlatformProfit; best: boolean; showHigh: boolean }) {
  const name = FEE_PLATFORM_NAMES[row.platform];
  const fees = showHigh ? `${formatMoney(row.low.fees.total)} - ${formatMoney(row.high.fees.total)}` : formatMoney(row.low.fees.total);
  return (
    <tr className={best ? 'profit-fees__row--best' : undefined} data-testid={`profit-fees-row-${row.platform}`}>
      <th scope="row">
        <span className="profit-fees__platform">{name}</span>
        {best ? (
          <span className="badge badge--success profit-fees__best" data-testid="best-platform">
            Best
          </span>
        ) : null}
        <span className="profit-fees__summary">{row.schedule.summary}</span>
      </th>
      <Money profit={row.low} testId="net-low" />
      {showHigh ? <Money profit={row.high} testId="net-high" /> : null}
      <td>{fees}</td>
      <td className="profit-fees__schedule">
        Since <time dateTime={row.schedule.effectiveFrom}>{scheduleDate(row.schedule.effectiveFrom)}</time>
        <br />
        <a href={row.schedule.source.url} target="_blank" rel="noopener noreferrer" title={row.schedule.source.title}>
          Source
          <span className="visually-hidden"> of the {name} fees (opens in a new tab)</span>
        </a>
      </td>
    </tr>
  );
}

function WalkAway({
  result,
  rows,
  target,
  shippingCost,
}: {
  result: { platform: PlatformProfit['platform']; price: number; salePrice: number };
  rows: PlatformProfit[];
  target: ProfitTarget;
  shippingCost: number;
}) {
  const name = FEE_PLATFORM_NAMES[result.platform];
  const row = rows.find((r) => r.platform === result.platform);
  // Zero because even a free find misses the target (not because the answer is exactly $0).
  const missed = result.price === 0 && row !== undefined && !meetsTarget(netProfit(row.schedule, { salePrice: result.salePrice, buyPrice: 0, shippingCost }), target);
  return (
    <div className="profit-fees__walkaway" data-testid="walk-away">
      <p className="profit-fees__walkaway-label">Walk-away price</p>
      <p className="profit-fees__walkaway-price" data-testid="walk-away-price">
        {formatMoney(result.price)}
      </p>
      <p className="profit-fees__walkaway-text" data-testid="walk-away-text">
        {missed ? (
          <>
            Even for free, this find misses {describeTarget(target)} if it sells for {formatMoney(result.salePrice)} on {name}, the best platform here.
          </>
        ) : (
          <>
            The most you can pay and still make {describeTarget(target)} if it sells for {formatMoney(result.salePrice)} on {name}, the best platform here.
          </>
        )}
      </p>
    </div>
  );
}
