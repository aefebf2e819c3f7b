import fc from 'fast-check';
import { FEE_PLATFORMS, FEE_SCHEDULES, feeScheduleOn, feeSchedulesOf, meetsTarget, netProfit, saleFees, walkAwayPrice, type ProfitTarget } from '../index';

// Amounts are drawn in whole cents, as prices are.
const dollars = (maxCents: number) => fc.integer({ min: 0, max: maxCents }).map((c) => c / 100);
const schedule = fc.constantFrom(...FEE_SCHEDULES);
const target: fc.Arbitrary<ProfitTarget> = fc.oneof(
  fc.integer({ min: 0, max: 9500 }).map((v) => ({ kind: 'margin' as const, value: v / 100 })),
  fc.integer({ min: 0, max: 1_000_000 }).map((v) => ({ kind: 'dollars' as const, value: v / 100 })),
);

describe('fee math (properties)', () => {
  it('fees are the sum of their lines, never negative, and never fall as the sale price rises', () => {
    fc.assert(
      fc.property(schedule, dollars(2_000_000), dollars(50_000), (s, sale, more) => {
        const fees = saleFees(s, sale);
        const sum = Math.round(fees.lines.reduce((total, line) => total + line.amount * 100, 0));
        expect(Math.round(fees.total * 100)).toBe(sum);
        expect(fees.total).toBeGreaterThanOrEqual(0);
        expect(saleFees(s, sale + more).total).toBeGreaterThanOrEqual(fees.total);
      }),
    );
  });

  it('net profit is sale - fees - shipping - buy, to the cent', () => {
    fc.assert(
      fc.property(schedule, dollars(1_000_000), dollars(1_000_000), dollars(10_000), (s, salePrice, buyPrice, shippingCost) => {
        const p = netProfit(s, { salePrice, buyPrice, shippingCost });
        const shipping = s.shippingPaidBy === 'buyer' ? 0 : shippingCost;
        expect(Math.round(p.net * 100)).toBe(Math.round(salePrice * 100) - Math.round(p.fees.total * 100) - Math.round(shipping * 100) - Math.round(buyPrice * 100));
        expect(p.isLoss).toBe(p.net < 0);
      }),
    );
  });

  it('the walk-away price makes the target, a cent more does not, and it is never negative', () => {
    fc.assert(
      fc.property(schedule, dollars(1_000_000), dollars(10_000), target, (s, salePrice, shippingCost, t) => {
        const price = walkAwayPrice(s, { salePrice, shippingCost }, t);
        expect(price).toBeGreaterThanOrEqual(0);
        // Whole cents.
        expect(Math.abs(price * 100 - Math.round(price * 100))).toBeLessThan(1e-6);
        const at = (buyPrice: number) => netProfit(s, { salePrice, buyPrice, shippingCost });
        if (price > 0) expect(meetsTarget(at(price), t)).toBe(true);
        expect(meetsTarget(at(Math.round(price * 100 + 1) / 100), t)).toBe(false);
      }),
    );
  });

  it('the schedule picked for a day is the newest one started on or before it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FEE_PLATFORMS), fc.date({ min: new Date('2017-01-01T00:00:00Z'), max: new Date('2027-12-31T23:59:59Z'), noInvalidDate: true }), (platform, date) => {
        const day = date.toISOString().slice(0, 10);
        const picked = feeScheduleOn(platform, date);
        const started = feeSchedulesOf(platform).filter((s) => s.effectiveFrom <= day);
        if (started.length === 0) {
          expect(picked).toBeNull();
          return;
        }
        expect(picked).toBe(started[started.length - 1]);
        for (const s of started) expect(s.effectiveFrom <= (picked?.effectiveFrom ?? '')).toBe(true);
      }),
    );
  });
});
