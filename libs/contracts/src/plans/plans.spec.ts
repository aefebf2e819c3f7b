import { PLAN_IDS, PLANS, isPlanId, monthlyEquivalentCents } from './index';

describe('PLANS', () => {
  it('lists every plan once, each under its own id', () => {
    expect([...PLAN_IDS].sort()).toEqual(Object.keys(PLANS).sort());
    for (const id of PLAN_IDS) expect(PLANS[id].id).toBe(id);
  });

  it('shows a per-month price that is the price actually charged per month', () => {
    for (const id of PLAN_IDS) expect(PLANS[id].perMonthCents).toBe(monthlyEquivalentCents(PLANS[id]));
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(PLANS)).toBe(true);
    expect(Object.isFrozen(PLANS.annual)).toBe(true);
  });

  it('compares the annual plan with twelve monthly payments and saves $48 (21%)', () => {
    expect(PLANS.annual.compareAtCents).toBe(12 * PLANS.monthly.priceCents);
    const saved = PLANS.annual.compareAtCents - PLANS.annual.priceCents;
    expect(saved).toBe(4800);
    expect(Math.round((saved / PLANS.annual.compareAtCents) * 100)).toBe(21);
  });
});

describe('monthlyEquivalentCents', () => {
  it('is the price itself for a monthly plan', () => {
    expect(monthlyEquivalentCents(PLANS.monthly)).toBe(1900);
    expect(monthlyEquivalentCents('monthly')).toBe(1900);
  });

  it('is a twelfth of the price for a yearly plan', () => {
    expect(monthlyEquivalentCents(PLANS.annual)).toBe(1500);
    expect(monthlyEquivalentCents('annual')).toBe(PLANS.annual.perMonthCents);
  });

  it('rounds to the nearest cent', () => {
    expect(monthlyEquivalentCents({ id: 'annual', name: 'X', priceCents: 10000, interval: 'year', perMonthCents: 0 })).toBe(833);
    expect(monthlyEquivalentCents({ id: 'annual', name: 'X', priceCents: 10010, interval: 'year', perMonthCents: 0 })).toBe(834);
  });
});

describe('isPlanId', () => {
  it.each([['monthly'], ['annual']])('accepts %s', (v) => expect(isPlanId(v)).toBe(true));
  it.each([['none'], ['Monthly'], ['yearly'], [''], [null], [1]])('rejects %p', (v) => expect(isPlanId(v)).toBe(false));
});
