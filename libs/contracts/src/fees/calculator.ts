// Fees, net profit and the walk-away price (issue 20 items 5 and 6). Pure: no clock (the caller
// passes the date), no locale. Money is computed in whole cents with integer arithmetic, so the
// figures are exact and the same on the server and in the browser:
// - each fee component is rounded to the cent, half up (as the platforms' receipts show them);
// - the walk-away price is rounded DOWN to the cent and never below 0.

import type { Platform } from '../catalogue/options';
import { FEE_PLATFORMS } from './platforms';
import { FEE_SCHEDULES } from './schedules';
import type { ProfitTarget } from './profit-target';
import type { FeeComponent, FeeKind, FeeSchedule } from './types';

// ---------------------------------------------------------------------------------------------
// Picking the schedule in force

/** The UTC calendar day of a date as 'YYYY-MM-DD', or null when it is not a usable date. */
function utcDay(date: Date | string | number): string | null {
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const d = date instanceof Date ? date : new Date(date);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

/** Every schedule of one platform, oldest first. */
export function feeSchedulesOf(platform: Platform): FeeSchedule[] {
  return FEE_SCHEDULES.filter((s) => s.platform === platform).sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
}

/**
 * The schedule of `platform` in force on `date` (its UTC day): the newest one whose
 * effectiveFrom is that day or earlier. Null before the platform's first tracked schedule.
 */
export function feeScheduleOn(platform: Platform, date: Date | string | number): FeeSchedule | null {
  const day = utcDay(date);
  if (day === null) return null;
  let found: FeeSchedule | null = null;
  for (const schedule of feeSchedulesOf(platform)) if (schedule.effectiveFrom <= day) found = schedule;
  return found;
}

// ---------------------------------------------------------------------------------------------
// Cents

/** Dollars to whole cents (half up); negative or unusable amounts count as 0. */
function toCents(dollars: number): number {
  if (!Number.isFinite(dollars) || dollars <= 0) return 0;
  return Math.round(Number(`${dollars}e2`)) || Math.round(dollars * 100);
}

const fromCents = (cents: number): number => cents / 100;

/** A percentage (13.6) as hundredths of a percent (1360), so that rates are integers too. */
const basisPoints = (percent: number): number => Math.round(percent * 100);

/** numerator / denominator rounded half up, for non-negative integers. */
const divideRoundingHalfUp = (numerator: number, denominator: number): number => Math.floor((2 * numerator + denominator) / (2 * denominator));

function componentCents(component: FeeComponent, baseCents: number): number {
  const { rule } = component;
  let cents: number;
  if (rule.type === 'percent') {
    cents = divideRoundingHalfUp(baseCents * basisPoints(rule.percent), 10_000) + toCents(rule.fixed);
  } else if (rule.type === 'tiered') {
    // The parts of the base in each bracket, summed exactly, rounded once.
    let below = 0;
    let scaled = 0;
    for (const tier of rule.tiers) {
      const top = tier.upTo === null ? Infinity : toCents(tier.upTo);
      const part = Math.max(0, Math.min(baseCents, top) - below);
      scaled += part * basisPoints(tier.percent);
      below = top;
      if (baseCents <= top) break;
    }
    cents = divideRoundingHalfUp(scaled, 10_000);
  } else {
    const chosen =
      rule.bands.find((b) => b.upTo === null || (b.inclusive ? baseCents <= toCents(b.upTo) : baseCents < toCents(b.upTo))) ?? rule.bands[rule.bands.length - 1];
    cents = chosen ? divideRoundingHalfUp(baseCents * basisPoints(chosen.percent), 10_000) + toCents(chosen.fixed) : 0;
  }
  return component.minimum === undefined ? cents : Math.max(cents, toCents(component.minimum));
}

// ---------------------------------------------------------------------------------------------
// Fees and net profit

export interface FeeLine {
  label: string;
  kind: FeeKind;
  amount: number;
}

export interface SaleFees {
  /** Each component of the schedule with its amount, in the schedule's order. */
  lines: FeeLine[];
  /** Their sum, in dollars. */
  total: number;
}

/** The order total a schedule's 'order' base is taken on: the sale price plus what the buyer pays for shipping. */
function orderCents(schedule: FeeSchedule, saleCents: number): number {
  return saleCents + (schedule.shippingPaidBy === 'buyer' ? toCents(schedule.buyerShippingCharge ?? 0) : 0);
}

function feeCents(schedule: FeeSchedule, saleCents: number): { lines: Array<{ component: FeeComponent; cents: number }>; cents: number } {
  const order = orderCents(schedule, saleCents);
  const lines = schedule.components.map((component) => ({ component, cents: componentCents(component, component.base === 'order' ? order : saleCents) }));
  return { lines, cents: lines.reduce((sum, line) => sum + line.cents, 0) };
}

/** What the platform keeps from a sale at `salePrice` dollars under `schedule`. */
export function saleFees(schedule: FeeSchedule, salePrice: number): SaleFees {
  const { lines, cents } = feeCents(schedule, toCents(salePrice));
  return { lines: lines.map(({ component, cents: c }) => ({ label: component.label, kind: component.kind, amount: fromCents(c) })), total: fromCents(cents) };
}

export interface SaleInput {
  /** What the buyer pays, in dollars (shipping included: the listing ships free). */
  salePrice: number;
  /** What the member paid for the item, in dollars. */
  buyPrice: number;
  /** The shipping label the member pays, in dollars (ignored where the buyer pays it). */
  shippingCost: number;
}

export interface NetProfit {
  salePrice: number;
  buyPrice: number;
  fees: SaleFees;
  /** The shipping the member pays under this schedule (0 where the buyer pays the label). */
  shippingCost: number;
  /** salePrice - fees - shippingCost - buyPrice, in dollars; negative is a loss. */
  net: number;
  isLoss: boolean;
}

function sellerShippingCents(schedule: FeeSchedule, shippingCost: number): number {
  return schedule.shippingPaidBy === 'buyer' ? 0 : toCents(shippingCost);
}

/** Fees and net profit of one sale under `schedule`. */
export function netProfit(schedule: FeeSchedule, input: SaleInput): NetProfit {
  const sale = toCents(input.salePrice);
  const buy = toCents(input.buyPrice);
  const shipping = sellerShippingCents(schedule, input.shippingCost);
  const fees = feeCents(schedule, sale);
  const net = sale - fees.cents - shipping - buy;
  return {
    salePrice: fromCents(sale),
    buyPrice: fromCents(buy),
    fees: saleFees(schedule, fromCents(sale)),
    shippingCost: fromCents(shipping),
    net: fromCents(net),
    isLoss: net < 0,
  };
}

/** Same as netProfit with the platform's schedule in force on `date`; null before its first schedule. */
export function netProfitOn(platform: Platform, input: SaleInput, date: Date | string | number): NetProfit | null {
  const schedule = feeScheduleOn(platform, date);
  return schedule ? netProfit(schedule, input) : null;
}

// ---------------------------------------------------------------------------------------------
// The walk-away price

/**
 * The most the member can pay for the item and still make `target` when it sells for `salePrice`
 * under `schedule` after fees and shipping: sale - fees - shipping - target, where a margin target
 * is value% of the sale price. Rounded down to the cent; 0 when even a free find misses the target.
 * Buying at the price returned makes the target; a cent more does not (unless it is 0).
 */
export function walkAwayPrice(schedule: FeeSchedule, sale: { salePrice: number; shippingCost: number }, target: ProfitTarget): number {
  const saleCents = toCents(sale.salePrice);
  const beforeBuy = saleCents - feeCents(schedule, saleCents).cents - sellerShippingCents(schedule, sale.shippingCost);
  let cents: number;
  if (target.kind === 'margin') {
    // beforeBuy - value% x sale, in hundredths of a cent so that the floor is exact.
    const scaled = beforeBuy * 10_000 - basisPoints(target.value) * saleCents;
    cents = Math.floor(scaled / 10_000);
  } else {
    cents = beforeBuy - toCents(target.value);
  }
  return fromCents(Math.max(0, cents));
}

/** Whether a sale's net profit makes the target (a margin target: net >= value% of the sale price). */
export function meetsTarget(profit: NetProfit, target: ProfitTarget): boolean {
  const net = Math.round(profit.net * 100);
  if (target.kind === 'margin') return net * 10_000 >= basisPoints(target.value) * toCents(profit.salePrice);
  return net >= toCents(target.value);
}

// ---------------------------------------------------------------------------------------------
// An item on every one of its platforms

export interface PlatformProfit {
  platform: Platform;
  schedule: FeeSchedule;
  /** At the lowest sold price. */
  low: NetProfit;
  /** At the highest sold price. */
  high: NetProfit;
}

export interface ProfitAfterFeesInput {
  platforms: readonly Platform[];
  buyPrice: number;
  soldLow: number;
  soldHigh: number;
  shippingCost: number;
  target: ProfitTarget;
  date: Date | string | number;
}

export interface ProfitAfterFees {
  rows: PlatformProfit[];
  /** The platform with the highest net at the low sold price (then at the high one); null without rows. */
  best: Platform | null;
  /** The walk-away price on the best platform at the low sold price (the conservative sale). */
  walkAway: { platform: Platform; price: number; salePrice: number } | null;
}

/**
 * Net profit on each platform at the low and high sold price, the best platform, and the walk-away
 * price there. Platforms without a schedule on `date` are left out; duplicates count once.
 */
export function profitAfterFees(input: ProfitAfterFeesInput): ProfitAfterFees {
  const platforms = FEE_PLATFORMS.filter((p) => input.platforms.includes(p));
  const rows: PlatformProfit[] = [];
  for (const platform of platforms) {
    const schedule = feeScheduleOn(platform, input.date);
    if (!schedule) continue;
    const at = (salePrice: number) => netProfit(schedule, { salePrice, buyPrice: input.buyPrice, shippingCost: input.shippingCost });
    rows.push({ platform, schedule, low: at(input.soldLow), high: at(input.soldHigh) });
  }
  // Stable order of FEE_PLATFORMS decides a full tie.
  let bestRow: PlatformProfit | null = null;
  for (const row of rows) {
    if (!bestRow || row.low.net > bestRow.low.net || (row.low.net === bestRow.low.net && row.high.net > bestRow.high.net)) bestRow = row;
  }
  return {
    rows,
    best: bestRow?.platform ?? null,
    walkAway: bestRow
      ? {
          platform: bestRow.platform,
          salePrice: bestRow.low.salePrice,
          price: walkAwayPrice(bestRow.schedule, { salePrice: input.soldLow, shippingCost: input.shippingCost }, input.target),
        }
      : null,
  };
}
