import {
  DEFAULT_PROFIT_TARGET,
  DEFAULT_SHIPPING_BY_CATEGORY,
  FEE_PLATFORMS,
  FEE_SCHEDULES,
  FALLBACK_SHIPPING_COST,
  CATEGORIES,
  defaultShippingCost,
  feePlatformOf,
  feeScheduleOn,
  feeSchedulesOf,
  itemProfitAfterFees,
  meetsTarget,
  netProfit,
  netProfitOn,
  profitAfterFees,
  saleFees,
  walkAwayPrice,
  type FeeSchedule,
  type Platform,
} from '../index';

/** The schedule in force on `day`, which must exist. */
function on(platform: Platform, day: string): FeeSchedule {
  const schedule = feeScheduleOn(platform, day);
  if (!schedule) throw new Error(`no ${platform} schedule on ${day}`);
  return schedule;
}
const fees = (platform: Platform, day: string, sale: number) => saleFees(on(platform, day), sale).total;

// Every example below is worked out by hand in its comment; the code must agree to the cent.
// "Today" examples use 2025-11-01, after every change in the table.
const TODAY = '2025-11-01';

describe('fee tables', () => {
  it('has a schedule in force today for every selling platform, each dated and sourced', () => {
    for (const platform of FEE_PLATFORMS) {
      const schedule = on(platform, TODAY);
      expect(schedule.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(schedule.source.url).toMatch(/^https:\/\/[^\s]+$/);
      expect(schedule.source.title.length).toBeGreaterThan(10);
      expect(schedule.summary.length).toBeGreaterThan(5);
    }
  });

  it('keeps older schedules for the platforms whose fees changed in 2023-2025', () => {
    for (const platform of ['eBay', 'Mercari', 'Poshmark', 'Depop', 'Facebook'] as const) {
      expect(feeSchedulesOf(platform).length).toBeGreaterThanOrEqual(2);
    }
    expect(feeSchedulesOf('eBay').map((s) => s.effectiveFrom)).toEqual(['2023-02-15', '2024-03-15', '2025-02-14']);
    expect(feeSchedulesOf('Mercari').map((s) => s.effectiveFrom)).toEqual(['2023-04-17', '2024-03-27', '2025-01-06']);
    expect(feeSchedulesOf('Poshmark').map((s) => s.effectiveFrom)).toEqual(['2023-01-01', '2024-10-01', '2024-10-21']);
  });

  it('never has two schedules of one platform starting on the same day', () => {
    for (const platform of FEE_PLATFORMS) {
      const days = feeSchedulesOf(platform).map((s) => s.effectiveFrom);
      expect(new Set(days).size).toBe(days.length);
    }
  });

  it('cannot be modified at run time', () => {
    expect(Object.isFrozen(FEE_SCHEDULES)).toBe(true);
    expect(Object.isFrozen(FEE_SCHEDULES[0])).toBe(true);
    expect(Object.isFrozen(FEE_SCHEDULES[0]?.components[0])).toBe(true);
  });
});

describe('the schedule in force on a date', () => {
  it.each([
    // eBay: per-order fee over $10 went from $0.30 to $0.40 on March 15, 2024; 13.25% became 13.6% on February 14, 2025.
    ['eBay', '2024-03-14', '2023-02-15'],
    ['eBay', '2024-03-15', '2024-03-15'],
    ['eBay', '2025-02-13', '2024-03-15'],
    ['eBay', '2025-02-14', '2025-02-14'],
    // Mercari: no seller fee from March 27, 2024; a 10% seller fee again from January 6, 2025.
    ['Mercari', '2024-03-26', '2023-04-17'],
    ['Mercari', '2024-12-31', '2024-03-27'],
    ['Mercari', '2025-01-06', '2025-01-06'],
    // Poshmark: the October 2024 structure lasted until its reversal on October 21, 2024.
    ['Poshmark', '2024-09-30', '2023-01-01'],
    ['Poshmark', '2024-10-10', '2024-10-01'],
    ['Poshmark', '2024-10-21', '2024-10-21'],
    ['Facebook', '2024-04-14', '2023-01-01'],
    ['Facebook', '2024-04-15', '2024-04-15'],
    ['Depop', '2024-07-14', '2023-01-01'],
    ['Depop', '2024-07-15', '2024-07-15'],
  ] as const)('%s on %s uses the schedule from %s', (platform, day, effectiveFrom) => {
    expect(feeScheduleOn(platform, day)?.effectiveFrom).toBe(effectiveFrom);
  });

  it('reads a Date or a timestamp by its UTC day', () => {
    // 23:30 on March 14 in UTC-8 is already March 15 in UTC.
    expect(feeScheduleOn('eBay', new Date('2024-03-14T23:30:00-08:00'))?.effectiveFrom).toBe('2024-03-15');
    expect(feeScheduleOn('eBay', Date.UTC(2024, 2, 14, 23, 59))?.effectiveFrom).toBe('2023-02-15');
  });

  it('has none before the first tracked schedule, nor for an unusable date', () => {
    expect(feeScheduleOn('eBay', '2023-02-14')).toBeNull();
    expect(feeScheduleOn('eBay', 'not a date')).toBeNull();
    expect(netProfitOn('eBay', { salePrice: 40, buyPrice: 0, shippingCost: 0 }, '2020-01-01')).toBeNull();
  });

  it('gives old and new fees for the same sale', () => {
    // eBay $25: 13.25% of $25 = $3.3125 -> $3.31, + $0.30 per order = $3.61 before March 15, 2024,
    // + $0.40 from then on = $3.71 (eBay's own example in its 2024 Winter Seller Update).
    expect(fees('eBay', '2024-03-14', 25)).toBe(3.61);
    expect(fees('eBay', '2024-03-15', 25)).toBe(3.71);
  });
});

describe('fees recomputed by hand, per platform and schedule', () => {
  describe('eBay', () => {
    it('2025-02-14: 13.6% + $0.40 per order over $10', () => {
      // 13.6% of $40 = $5.44, + $0.40 per order = $5.84
      expect(fees('eBay', TODAY, 40)).toBe(5.84);
      expect(saleFees(on('eBay', TODAY), 40).lines).toEqual([
        { label: 'Final value fee', kind: 'selling', amount: 5.44 },
        { label: 'Per-order fee', kind: 'per-order', amount: 0.4 },
      ]);
    });

    it('2025-02-14: $0.30 per order of $10 or less', () => {
      // 13.6% of $10 = $1.36, + $0.30 (an order of exactly $10) = $1.66
      expect(fees('eBay', TODAY, 10)).toBe(1.66);
      // 13.6% of $10.01 = $1.36136 -> $1.36, + $0.40 = $1.76
      expect(fees('eBay', TODAY, 10.01)).toBe(1.76);
    });

    it('2025-02-14: 2.35% on the part of the order above $7,500', () => {
      // 13.6% of $7,500 = $1,020.00, + 2.35% of $500 = $11.75, + $0.40 = $1,032.15
      expect(fees('eBay', TODAY, 8000)).toBe(1032.15);
    });

    it('2024-03-15: 13.25% + $0.40 per order over $10', () => {
      // 13.25% of $40 = $5.30, + $0.40 = $5.70
      expect(fees('eBay', '2024-06-01', 40)).toBe(5.7);
    });

    it('2023-02-15: 13.25% + $0.30 per order', () => {
      // 13.25% of $40 = $5.30, + $0.30 = $5.60
      expect(fees('eBay', '2023-06-01', 40)).toBe(5.6);
    });
  });

  describe('Mercari', () => {
    it('2025-01-06: 10% selling fee, no processing fee', () => {
      // 10% of $40 = $4.00
      expect(fees('Mercari', TODAY, 40)).toBe(4);
    });

    it('2024-03-27: no seller fee', () => {
      expect(fees('Mercari', '2024-06-01', 40)).toBe(0);
    });

    it('2023-04-17: 10% + 2.9% + $0.50 processing', () => {
      // 10% of $40 = $4.00; 2.9% of $40 = $1.16, + $0.50 = $1.66; total $5.66
      expect(fees('Mercari', '2023-06-01', 40)).toBe(5.66);
    });
  });

  describe('Poshmark', () => {
    it('2024-10-21: $2.95 under $15, 20% from $15', () => {
      expect(fees('Poshmark', TODAY, 10)).toBe(2.95); // flat $2.95
      expect(fees('Poshmark', TODAY, 14.99)).toBe(2.95); // still under $15
      expect(fees('Poshmark', TODAY, 15)).toBe(3); // 20% of $15 = $3.00
      expect(fees('Poshmark', TODAY, 40)).toBe(8); // 20% of $40 = $8.00
    });

    it('2024-10-01 (reversed): $1/$2/$3 flat + 5.99% of the order with the $7.97 label', () => {
      // $2 flat ($15-$49.99) + 5.99% of ($40 + $7.97) = 5.99% of $47.97 = $2.873403 -> $2.87; total $4.87
      expect(fees('Poshmark', '2024-10-10', 40)).toBe(4.87);
      // $1 flat (under $15) + 5.99% of $17.97 = $1.076403 -> $1.08; total $2.08
      expect(fees('Poshmark', '2024-10-10', 10)).toBe(2.08);
      // $3 flat ($50 and up) + 5.99% of $57.97 = $3.472403 -> $3.47; total $6.47
      expect(fees('Poshmark', '2024-10-10', 50)).toBe(6.47);
    });

    it('2023-01-01: the same $2.95 / 20% before the October 2024 change', () => {
      expect(fees('Poshmark', '2024-09-30', 40)).toBe(8);
    });

    it('counts no shipping for the member: the buyer pays the label', () => {
      // $40 - $8.00 fee - $0 shipping - $10 buy = $22.00, whatever the shipping assumption
      expect(netProfit(on('Poshmark', TODAY), { salePrice: 40, buyPrice: 10, shippingCost: 8 }).net).toBe(22);
    });
  });

  describe('Etsy', () => {
    it('2022-04-11: $0.20 listing + 6.5% transaction + 3% + $0.25 processing', () => {
      // $0.20 + 6.5% of $40 = $2.60 + (3% of $40 = $1.20, + $0.25 = $1.45) = $4.25
      expect(fees('Etsy', TODAY, 40)).toBe(4.25);
    });

    it('2018-07-16: 5% transaction fee', () => {
      // $0.20 + 5% of $40 = $2.00 + $1.45 = $3.65
      expect(fees('Etsy', '2020-01-01', 40)).toBe(3.65);
    });
  });

  describe('Depop', () => {
    it('2024-07-15: no selling fee, 3.3% + $0.45 processing', () => {
      // 3.3% of $40 = $1.32, + $0.45 = $1.77
      expect(fees('Depop', TODAY, 40)).toBe(1.77);
    });

    it('2023-01-01: 10% selling fee + processing', () => {
      // 10% of $40 = $4.00 + $1.77 = $5.77
      expect(fees('Depop', '2024-01-01', 40)).toBe(5.77);
    });
  });

  describe('Facebook Marketplace', () => {
    it('2024-04-15: 10% of a shipped order, at least $0.80', () => {
      // 10% of $40 = $4.00
      expect(fees('Facebook', TODAY, 40)).toBe(4);
      // 10% of $5 = $0.50, below the $0.80 minimum
      expect(fees('Facebook', TODAY, 5)).toBe(0.8);
    });

    it('2023-01-01: $0.40 up to $8, 5% above', () => {
      expect(fees('Facebook', '2023-06-01', 8)).toBe(0.4);
      // 5% of $8.01 = $0.4005 -> $0.40
      expect(fees('Facebook', '2023-06-01', 8.01)).toBe(0.4);
      // 5% of $40 = $2.00
      expect(fees('Facebook', '2023-06-01', 40)).toBe(2);
    });
  });
});

describe('net profit', () => {
  it('is sale - fees - shipping - buy', () => {
    // eBay today, $40 sale, $10 buy, $8 label: $40 - $5.84 - $8 - $10 = $16.16
    const profit = netProfit(on('eBay', TODAY), { salePrice: 40, buyPrice: 10, shippingCost: 8 });
    expect(profit).toMatchObject({ salePrice: 40, buyPrice: 10, shippingCost: 8, net: 16.16, isLoss: false });
    expect(profit.fees.total).toBe(5.84);
  });

  it('with a free find (buy 0) is sale - fees - shipping', () => {
    // Mercari today: $40 - $4.00 - $8 - $0 = $28.00
    expect(netProfit(on('Mercari', TODAY), { salePrice: 40, buyPrice: 0, shippingCost: 8 }).net).toBe(28);
  });

  it('is a negative loss when the sale does not cover the fees', () => {
    // Poshmark today, $1 sale, free find: $1 - $2.95 = -$1.95
    const profit = netProfit(on('Poshmark', TODAY), { salePrice: 1, buyPrice: 0, shippingCost: 0 });
    expect(profit.net).toBe(-1.95);
    expect(profit.isLoss).toBe(true);
    // Facebook today, $5 sale, $3 buy, $8 label: $5 - $0.80 - $8 - $3 = -$6.80
    expect(netProfit(on('Facebook', TODAY), { salePrice: 5, buyPrice: 3, shippingCost: 8 }).net).toBe(-6.8);
  });

  it('treats negative or unusable amounts as 0', () => {
    const profit = netProfit(on('Mercari', TODAY), { salePrice: Number.NaN, buyPrice: -5, shippingCost: Infinity });
    expect(profit).toMatchObject({ salePrice: 0, buyPrice: 0, shippingCost: 0, net: 0 });
  });
});

describe('walk-away price', () => {
  const ebay = () => on('eBay', TODAY);

  it('for a dollar target is sale - fees - shipping - target', () => {
    // $40 - $5.84 - $8 - $10 = $16.16
    expect(walkAwayPrice(ebay(), { salePrice: 40, shippingCost: 8 }, { kind: 'dollars', value: 10 })).toBe(16.16);
  });

  it('for a margin target takes the margin of the sale price', () => {
    // 30% of $40 = $12; $40 - $5.84 - $8 - $12 = $14.16
    expect(walkAwayPrice(ebay(), { salePrice: 40, shippingCost: 8 }, { kind: 'margin', value: 30 })).toBe(14.16);
  });

  it('rounds down to the cent', () => {
    // 33.33% of $40 = $13.332; $40 - $5.84 - $8 - $13.332 = $12.828 -> $12.82 (not $12.83)
    expect(walkAwayPrice(ebay(), { salePrice: 40, shippingCost: 8 }, { kind: 'margin', value: 33.33 })).toBe(12.82);
  });

  it('is never negative', () => {
    // Facebook $5: $5 - $0.80 - $8 - $1 = -$4.80 -> $0
    expect(walkAwayPrice(on('Facebook', TODAY), { salePrice: 5, shippingCost: 8 }, { kind: 'dollars', value: 1 })).toBe(0);
    expect(walkAwayPrice(ebay(), { salePrice: 40, shippingCost: 8 }, { kind: 'margin', value: 95 })).toBe(0);
  });

  it('makes the target when bought at it, and misses it a cent above', () => {
    const schedule = ebay();
    const target = { kind: 'margin', value: 33.33 } as const;
    const price = walkAwayPrice(schedule, { salePrice: 40, shippingCost: 8 }, target);
    expect(meetsTarget(netProfit(schedule, { salePrice: 40, buyPrice: price, shippingCost: 8 }), target)).toBe(true);
    expect(meetsTarget(netProfit(schedule, { salePrice: 40, buyPrice: price + 0.01, shippingCost: 8 }), target)).toBe(false);
  });
});

describe('an item on its platforms', () => {
  const item = { buyPrice: '$5-$10', soldRange: '$25 - $60', platforms: ['eBay', 'mercari', 'Poshmark'], category: 'Fashion' };

  it('nets each platform at the low and high sold price and marks the best', () => {
    const result = itemProfitAfterFees(item, { target: DEFAULT_PROFIT_TARGET, date: TODAY });
    expect(result).not.toBeNull();
    if (!result) return;
    // Fashion ships for $8 by default; the buy price is the lowest number of '$5-$10'.
    expect(result).toMatchObject({ buyPrice: 5, soldLow: 25, soldHigh: 60, shippingCost: 8, allPlatforms: false, untracked: [] });
    const nets = Object.fromEntries(result.rows.map((r) => [r.platform, [r.low.net, r.high.net]]));
    expect(nets).toEqual({
      // eBay: $25 - (13.6% of $25 = $3.40, + $0.40 = $3.80) - $8 - $5 = $8.20; $60 - ($8.16 + $0.40 = $8.56) - $8 - $5 = $38.44
      eBay: [8.2, 38.44],
      // Mercari: $25 - $2.50 - $8 - $5 = $9.50; $60 - $6.00 - $8 - $5 = $41.00
      Mercari: [9.5, 41],
      // Poshmark (buyer pays the label): $25 - $5.00 - $5 = $15.00; $60 - $12.00 - $5 = $43.00
      Poshmark: [15, 43],
    });
    expect(result.best).toBe('Poshmark');
    // 30% of $25 = $7.50; $25 - $5.00 - $0 - $7.50 = $12.50
    expect(result.walkAway).toEqual({ platform: 'Poshmark', salePrice: 25, price: 12.5 });
  });

  it("uses the member's shipping cost over the category's", () => {
    const result = itemProfitAfterFees(item, { target: { kind: 'dollars', value: 5 }, date: TODAY, shippingCost: 4 });
    // Mercari: $25 - $2.50 - $4 - $5 = $13.50
    expect(result?.rows.find((r) => r.platform === 'Mercari')?.low.net).toBe(13.5);
  });

  it('shows every platform when the item names none with a fee table, and lists the others', () => {
    const result = itemProfitAfterFees({ ...item, platforms: ['Craigslist'] }, { target: DEFAULT_PROFIT_TARGET, date: TODAY });
    expect(result?.allPlatforms).toBe(true);
    expect(result?.untracked).toEqual(['Craigslist']);
    expect(result?.rows.map((r) => r.platform)).toEqual([...FEE_PLATFORMS]);
  });

  it('counts a buy price without a number as 0 and says so', () => {
    const result = itemProfitAfterFees({ ...item, buyPrice: 'free', platforms: ['Mercari'] }, { target: DEFAULT_PROFIT_TARGET, date: TODAY });
    expect(result?.buyPrice).toBeNull();
    // $25 - $2.50 - $8 - $0 = $14.50
    expect(result?.rows[0]?.low.net).toBe(14.5);
  });

  it('has nothing to compute without a sold number', () => {
    expect(itemProfitAfterFees({ ...item, soldRange: 'varies' }, { target: DEFAULT_PROFIT_TARGET, date: TODAY })).toBeNull();
  });

  it('picks the higher net, lists platforms in catalogue order and counts each once', () => {
    const result = profitAfterFees({ platforms: ['Mercari', 'eBay', 'Mercari'], buyPrice: 0, soldLow: 0, soldHigh: 0, shippingCost: 0, target: DEFAULT_PROFIT_TARGET, date: TODAY });
    // A $0 sale: eBay still charges its $0.30 per order (a $0.30 loss), Mercari 10% of $0 = $0.
    expect(result.rows.map((r) => [r.platform, r.low.net])).toEqual([
      ['eBay', -0.3],
      ['Mercari', 0],
    ]);
    expect(result.best).toBe('Mercari');
  });

  it('breaks a tie on the low net by the high net', () => {
    // Shipping $2: Mercari at $20 nets $20 - $2.00 - $2 = $16.00, Poshmark $20 - $4.00 = $16.00 (a tie);
    // at $100 Mercari nets $100 - $10 - $2 = $88.00, Poshmark $100 - $20 = $80.00.
    const result = profitAfterFees({ platforms: ['Poshmark', 'Mercari'], buyPrice: 0, soldLow: 20, soldHigh: 100, shippingCost: 2, target: DEFAULT_PROFIT_TARGET, date: TODAY });
    expect(result.rows.map((r) => r.low.net)).toEqual([16, 16]);
    expect(result.best).toBe('Mercari');
  });
});

describe('shipping assumption', () => {
  it('has a default for every category of the spec', () => {
    expect(Object.keys(DEFAULT_SHIPPING_BY_CATEGORY).sort()).toEqual([...CATEGORIES].sort());
    for (const c of CATEGORIES) expect(defaultShippingCost(c)).toBeGreaterThan(0);
  });

  it('falls back for an unknown category', () => {
    expect(defaultShippingCost('Cars')).toBe(FALLBACK_SHIPPING_COST);
    expect(defaultShippingCost(null)).toBe(FALLBACK_SHIPPING_COST);
  });
});

describe('feePlatformOf', () => {
  it('matches stored names loosely', () => {
    expect(feePlatformOf(' EBAY ')).toBe('eBay');
    expect(feePlatformOf('Facebook Marketplace')).toBe('Facebook');
    expect(feePlatformOf('Craigslist')).toBeNull();
    expect(feePlatformOf(undefined)).toBeNull();
  });
});
