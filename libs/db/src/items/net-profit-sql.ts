import { CATEGORIES, DEFAULT_SHIPPING_BY_CATEGORY, FALLBACK_SHIPPING_COST, feeScheduleOn, type FeeComponent, type FeeSchedule, type Platform } from '@bolo/contracts';

// The fee calculator of @bolo/contracts (calculator.ts) written as SQL, so the directory can sort
// by net profit on a platform: the same schedules, the same arithmetic (each component rounded to
// the cent, half up), generated from the same data, never typed twice. Every literal is a number
// or a category name from the code, never user input.

const dollars = (n: number): string => {
  if (!Number.isFinite(n)) throw new Error(`Not a number in a fee schedule: ${n}`);
  return `${n}::numeric`;
};
const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** One component's fee in dollars on `base` (an SQL expression in dollars, already whole cents). */
function componentSql(component: FeeComponent, base: string): string {
  const { rule } = component;
  let fee: string;
  if (rule.type === 'percent') {
    fee = `(round(${base} * ${dollars(rule.percent)} / 100, 2) + ${dollars(rule.fixed)})`;
  } else if (rule.type === 'tiered') {
    let below = 0;
    const parts: string[] = [];
    for (const tier of rule.tiers) {
      const top = tier.upTo === null ? base : `least(${base}, ${dollars(tier.upTo)})`;
      parts.push(`greatest(0, ${top} - ${dollars(below)}) * ${dollars(tier.percent)} / 100`);
      if (tier.upTo === null) break;
      below = tier.upTo;
    }
    fee = `round(${parts.join(' + ')}, 2)`;
  } else {
    const bands = rule.bands.map((band, i) => {
      const charge = `round(${base} * ${dollars(band.percent)} / 100, 2) + ${dollars(band.fixed)}`;
      const last = band.upTo === null || i === rule.bands.length - 1;
      return last ? `ELSE ${charge}` : `WHEN ${base} ${band.inclusive ? '<=' : '<'} ${dollars(band.upTo as number)} THEN ${charge}`;
    });
    fee = `(CASE ${bands.join(' ')} END)`;
  }
  return component.minimum === undefined ? fee : `greatest(${fee}, ${dollars(component.minimum)})`;
}

/** The category's default shipping cost (DEFAULT_SHIPPING_BY_CATEGORY) for `bolo_items b`. */
export function shippingSql(): string {
  const cases = CATEGORIES.map((category) => `WHEN ${quote(category)} THEN ${dollars(DEFAULT_SHIPPING_BY_CATEGORY[category])}`);
  return `(CASE b.category ${cases.join(' ')} ELSE ${dollars(FALLBACK_SHIPPING_COST)} END)`;
}

/**
 * Net profit under `schedule` of selling `bolo_items b` at its highest sold price, bought at its
 * lowest buy price (0 without one), with the category's default shipping: the figure the item
 * page and the card show at the high end. Null when the sold text has no number.
 */
export function netProfitSql(schedule: FeeSchedule): string {
  const sale = `round(b.sold_max, 2)`;
  const order = schedule.shippingPaidBy === 'buyer' ? `(${sale} + ${dollars(schedule.buyerShippingCharge ?? 0)})` : sale;
  const fees = schedule.components.map((component) => componentSql(component, component.base === 'order' ? order : sale));
  const shipping = schedule.shippingPaidBy === 'buyer' ? dollars(0) : shippingSql();
  return `(${sale} - ${fees.length > 0 ? fees.join(' - ') : '0'} - ${shipping} - round(coalesce(b.buy_min, 0), 2))`;
}

/** The net-profit sort key on `platform` for today's schedule: null for items not sold there (sorted last). */
export function netOnPlatformSql(platform: Platform, date: Date): string {
  const schedule = feeScheduleOn(platform, date);
  if (schedule === null) return 'NULL::numeric';
  return `(CASE WHEN b.platforms @> ARRAY[${quote(platform)}]::text[] THEN ${netProfitSql(schedule)} END)`;
}
