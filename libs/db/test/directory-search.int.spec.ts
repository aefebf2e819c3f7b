import fc from 'fast-check';
import {
  BUY_MAX_STEPS,
  cardProfitEstimate,
  defaultShippingCost,
  extractNumbers,
  FEE_SCHEDULES,
  feeScheduleOn,
  netProfit,
  PLATFORMS,
  PROFIT_MIN_STEPS,
  SUBCATEGORIES,
  type DirectorySort,
  type Platform,
} from '@bolo/contracts';
import { netProfitSql, type DirectorySearchQuery } from '../src';
import { migratedDatabase } from './migrated-database';

/**
 * Issue 20 on the database: prices as numbers kept by the database, facet counts, relevance,
 * typo tolerance and the orders. Every expectation is computed here in plain TypeScript from the
 * items as written (the @bolo/contracts rules the pages use), never from the columns, triggers
 * or statements under test.
 */
describe('directory search, facets and orders', () => {
  const db = migratedDatabase('search');

  interface Item {
    name: string;
    description: string;
    category: string;
    subcategory: string | null;
    platforms: string[];
    source: string[];
    buyPrice: string;
    soldRange: string;
    status: 'draft' | 'published';
  }
  type Stored = Item & { id: number };

  const base: Item = { name: '', description: '', category: 'Toys', subcategory: null, platforms: ['eBay'], source: ['Thrift Stores'], buyPrice: '$5', soldRange: '$20 - $40', status: 'published' };

  const replaceItems = async (list: Item[]): Promise<Stored[]> => {
    await db.dataSource.query('TRUNCATE bolo_items CASCADE');
    const stored: Stored[] = [];
    for (const item of list) {
      const [row] = await db.dataSource.query<Array<{ id: number }>>(
        `INSERT INTO bolo_items (name, description, category, subcategory, platforms, source, buy_price, sold_range, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [item.name, item.description, item.category, item.subcategory, item.platforms, item.source, item.buyPrice, item.soldRange, item.status],
      );
      stored.push({ ...item, id: row.id });
    }
    return stored;
  };

  const min = (xs: number[]) => (xs.length ? xs.reduce((a, b) => Math.min(a, b)) : null);
  const max = (xs: number[]) => (xs.length ? xs.reduce((a, b) => Math.max(a, b)) : null);
  const buyMinOf = (item: Item) => min(extractNumbers(item.buyPrice));
  /** The card's high end (cardProfitEstimate), which "highest estimated profit" sorts by. */
  const profitOf = (item: Item) => cardProfitEstimate(item.buyPrice, item.soldRange).high;

  describe('prices as numbers', () => {
    const priceText = fc.stringMatching(/^[$0-9,. a-z-]{0,14}$/);
    it('keeps the lowest and highest number of each price text, as the pages read them, through inserts and edits', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(priceText, priceText), { minLength: 1, maxLength: 8 }), priceText, async (prices, edited) => {
          const stored = await replaceItems(prices.map(([buyPrice, soldRange]) => ({ ...base, buyPrice, soldRange })));
          await db.dataSource.query(`UPDATE bolo_items SET buy_price = $2 WHERE id = $1`, [stored[0].id, edited]);
          stored[0].buyPrice = edited;
          const rows = await db.dataSource.query<Array<{ id: number; buy_min: string | null; buy_max: string | null; sold_min: string | null; sold_max: string | null; est_profit: string }>>(
            `SELECT id, buy_min, buy_max, sold_min, sold_max, est_profit FROM bolo_items ORDER BY id`,
          );
          const num = (v: string | null) => (v === null ? null : Number(v));
          expect(rows.map((r) => [num(r.buy_min), num(r.buy_max), num(r.sold_min), num(r.sold_max), Number(r.est_profit)])).toEqual(
            stored.map((item) => {
              const buy = extractNumbers(item.buyPrice);
              const sold = extractNumbers(item.soldRange);
              return [min(buy), max(buy), min(sold), max(sold), profitOf(item)];
            }),
          );
        }),
        { numRuns: 30 },
      );
    }, 120_000);
  });

  describe('net profit in SQL', () => {
    it('equals the fee calculator of the item page for every schedule, at any price', async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 50_000 }), fc.constantFrom(...FEE_SCHEDULES), async (soldCents, buyCents, schedule) => {
          const item = { ...base, buyPrice: `$${(buyCents / 100).toFixed(2)}`, soldRange: `$${(soldCents / 100).toFixed(2)}`, platforms: [schedule.platform] };
          const [stored] = await replaceItems([item]);
          const [row] = await db.dataSource.query<Array<{ net: string }>>(`SELECT ${netProfitSql(schedule)} AS net FROM bolo_items b WHERE id = $1`, [stored.id]);
          const expected = netProfit(schedule, { salePrice: soldCents / 100, buyPrice: buyCents / 100, shippingCost: defaultShippingCost(item.category) }).net;
          expect({ schedule: `${schedule.platform} ${schedule.effectiveFrom}`, soldCents, buyCents, net: Number(row.net) }).toEqual({ schedule: `${schedule.platform} ${schedule.effectiveFrom}`, soldCents, buyCents, net: expected });
        }),
        { numRuns: 60 },
      );
    }, 120_000);
  });

  describe('facets, filters and orders on generated catalogues', () => {
    const words = ['nintendo', 'switch', 'pyrex', 'bowl', 'vintage', 'lego', 'camera', 'retro'];
    const categories = ['Toys', 'Electronics'] as const;
    const sources = ['Thrift Stores', 'Garage Sales', 'Estate Sales', 'Retail'];
    const price = fc.oneof(
      fc.integer({ min: 0, max: 300 }).map((n) => `$${n}`),
      fc.tuple(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 400 })).map(([a, b]) => `$${a}-$${b}`),
      fc.constantFrom('', 'free', '$1,200'),
    );
    const item: fc.Arbitrary<Item> = fc.record({
      name: fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
      description: fc.array(fc.constantFrom(...words), { maxLength: 3 }).map((w) => w.join(' ')),
      category: fc.constantFrom(...categories),
      subcategory: fc.constant(null),
      platforms: fc.subarray([...PLATFORMS]),
      source: fc.subarray(sources),
      buyPrice: price,
      soldRange: price,
      status: fc.constantFrom<'draft' | 'published'>('published', 'published', 'draft'),
    }).chain((it) => fc.constantFrom(null, ...SUBCATEGORIES[it.category as (typeof categories)[number]].slice(0, 2)).map((subcategory) => ({ ...it, subcategory })));
    // Each filter in about one query of two, so that most queries still match something.
    const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 2 });
    const amount = (steps: readonly number[]) => maybe(fc.oneof(fc.constantFrom(...steps), fc.integer({ min: 1, max: 300 })));
    const query = fc.record({
      search: maybe(fc.oneof(fc.constantFrom(...words), fc.constantFrom('tend', 'o', 'bowl pyrex', 'ret'))),
      category: maybe(fc.constantFrom(...categories)),
      platform: maybe(fc.subarray([...PLATFORMS], { minLength: 1 })),
      source: maybe(fc.subarray(sources, { minLength: 1 })),
      buyMax: amount(BUY_MAX_STEPS),
      profitMin: amount(PROFIT_MIN_STEPS),
      withSubcategory: fc.boolean(),
    });

    type Filters = Omit<DirectorySearchQuery, 'page' | 'limit'>;
    /** The plain meaning of each filter, on an item as written. */
    const checks = (f: Filters) => ({
      search: (i: Item) => f.search === undefined || `${i.name} ${i.description}`.toLowerCase().includes(f.search.toLowerCase()),
      category: (i: Item) => f.category === undefined || i.category === f.category,
      subcategory: (i: Item) => f.subcategory === undefined || i.subcategory === f.subcategory,
      platform: (i: Item) => !f.platform?.length || f.platform.some((p) => i.platforms.includes(p)),
      source: (i: Item) => !f.source?.length || f.source.some((s) => i.source.includes(s)),
      buyMax: (i: Item) => f.buyMax === undefined || (buyMinOf(i) !== null && buyMinOf(i)! <= f.buyMax),
      profitMin: (i: Item) => f.profitMin === undefined || profitOf(i) >= f.profitMin,
    });
    const matching = (list: Stored[], f: Filters, ignore: string[] = []) =>
      list.filter((i) => i.status === 'published' && Object.entries(checks(f)).every(([name, check]) => ignore.includes(name) || check(i)));

    it('counts every facet option as a plain count with the other filters and the search (disjunctive), and lists the same total', async () => {
      let compared = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(item, { minLength: 5, maxLength: 40 }), fc.array(query, { minLength: 1, maxLength: 4 }), async (list, queries) => {
          const stored = await replaceItems(list);
          for (const q of queries) {
            const subcategory = q.category && q.withSubcategory ? SUBCATEGORIES[q.category][0] : undefined;
            const f: Filters = { search: q.search, category: q.category, subcategory, platform: q.platform, source: q.source, buyMax: q.buyMax, profitMin: q.profitMin };
            const total = matching(stored, f).length;
            const page = await db.items.directory({ ...f, page: 1, limit: 100 });
            if (f.search !== undefined && total === 0) {
              // Nothing contains the search: near misses are listed instead (tested below).
              expect(page.search?.exact).toBe(false);
              continue;
            }
            expect({ f, total: page.total }).toEqual({ f, total });
            const facets = await db.items.directoryFacets({ ...f, page: 1, limit: 24 });
            const count = (ignore: string[], extra: (i: Item) => boolean) => matching(stored, f, ignore).filter(extra).length;
            const expected = {
              total,
              category: facets.category.map(({ value }) => ({ value, count: count(['category', 'subcategory'], (i) => i.category === value) })),
              subcategory: facets.subcategory.map(({ value }) => ({ value, count: count(['subcategory'], (i) => i.subcategory === value) })),
              platform: PLATFORMS.map((value) => ({ value, count: count(['platform'], (i) => i.platforms.includes(value)) })),
              source: facets.source.map(({ value }) => ({ value, count: count(['source'], (i) => i.source.includes(value)) })),
              buyMax: BUY_MAX_STEPS.map((s) => ({ value: String(s), count: count(['buyMax'], (i) => buyMinOf(i) !== null && buyMinOf(i)! <= s) })),
              profitMin: PROFIT_MIN_STEPS.map((s) => ({ value: String(s), count: count(['profitMin'], (i) => profitOf(i) >= s) })),
            };
            const { search: _search, ...counted } = facets;
            compared += Object.values(expected).flatMap((v) => (Array.isArray(v) ? v : [])).filter((option) => option.count > 0).length;
            expect({ f, ...counted }).toEqual({ f, ...expected });
            expect(facets.subcategory.length > 0).toBe(f.category !== undefined);
          }
        }),
        { numRuns: 40 },
      );
      // The generated queries must mostly match something, or equal zeros would prove nothing.
      expect(compared).toBeGreaterThan(400);
    }, 300_000);

    it('orders pages by profit, ROI, sold price and net profit on a platform, holding the order across pages', async () => {
      const now = new Date();
      const roiOf = (i: Item) => {
        const buy = buyMinOf(i);
        return buy !== null && buy > 0 ? Math.round((profitOf(i) * 100 * 100) / buy) / 100 : null;
      };
      const netOf = (platform: Platform) => (i: Item) => {
        const sold = max(extractNumbers(i.soldRange));
        if (!i.platforms.includes(platform) || sold === null) return null;
        return netProfit(feeScheduleOn(platform, now)!, { salePrice: sold, buyPrice: buyMinOf(i) ?? 0, shippingCost: defaultShippingCost(i.category) }).net;
      };
      await fc.assert(
        fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 30 }), fc.constantFrom<DirectorySort>('profit', 'roi', 'sold', 'net'), fc.constantFrom(...PLATFORMS), fc.option(fc.constantFrom(...words), { nil: undefined }), async (list, sort, netOn, search) => {
          const stored = await replaceItems(list);
          const key = { profit: profitOf, roi: roiOf, sold: (i: Item) => max(extractNumbers(i.soldRange)), net: netOf(netOn) }[sort as 'profit'];
          const expected = matching(stored, { search })
            .map((i) => ({ id: i.id, k: key(i) }))
            .sort((a, b) => (a.k === b.k ? b.id - a.id : a.k === null ? 1 : b.k === null ? -1 : b.k - a.k))
            .map((x) => x.id);
          if (search !== undefined && expected.length === 0) return;
          const got: number[] = [];
          for (let page = 1; page <= Math.ceil(expected.length / 7) + 1; page++) {
            got.push(...(await db.items.directory({ search, sort, netOn, page, limit: 7 }, undefined, now)).rows.map((r) => r.id));
          }
          expect({ sort, netOn, ids: got }).toEqual({ sort, netOn, ids: expected });
        }),
        { numRuns: 40 },
      );
    }, 300_000);
  });

  describe('relevance and typos', () => {
    it('ranks a whole word of the name above the start of a word, above a match inside a word, above the description', async () => {
      const stored = await replaceItems([
        { ...base, name: 'Lamp', description: 'a pyrex base' },
        { ...base, name: 'Pyrexware dish', description: 'oven' },
        { ...base, name: 'Old superpyrex', description: 'oven' },
        { ...base, name: 'Pyrex bowl', description: 'oven' },
        { ...base, name: 'Kettle', description: 'pyrexish lid' },
      ]);
      const page = await db.items.directory({ search: 'pyrex', page: 1, limit: 10 });
      const names = page.rows.map((r) => r.name);
      expect(names).toEqual(['Pyrex bowl', 'Pyrexware dish', 'Old superpyrex', 'Lamp', 'Kettle']);
      expect(page.search).toEqual({ exact: true, suggestion: null });
      expect(stored).toHaveLength(5);
    });

    it('puts any item with the word whole in its name above any item with it only in its description (generated texts)', async () => {
      const filler = fc.array(fc.constantFrom('blue', 'lamp', 'mid', 'century', 'box', 'set', 'of', 'two'), { maxLength: 4 }).map((w) => w.join(' '));
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(filler, filler, fc.boolean()), { minLength: 2, maxLength: 10 }), async (specs) => {
          // Each item carries 'pyrex' whole, either in its name or only in its description.
          const list = specs.map(([before, after, inName]) =>
            inName ? { ...base, name: `${before} Pyrex ${after}`.trim(), description: after } : { ...base, name: before || 'Dish', description: `${before} pyrex ${after}` },
          );
          const stored = await replaceItems(list);
          const rows = (await db.items.directory({ search: 'pyrex', page: 1, limit: 50 })).rows;
          const inName = new Set(stored.filter((item, i) => specs[i][2]).map((item) => item.id));
          const ranks = rows.map((row) => inName.has(row.id));
          // Every name match comes before every description-only match.
          expect(ranks).toEqual([...ranks].sort((a, b) => Number(b) - Number(a)));
          expect(rows).toHaveLength(list.length);
        }),
        { numRuns: 30 },
      );
    }, 120_000);

    it('finds near misses by word length when nothing matches exactly, and suggests the catalogue spelling', async () => {
      await replaceItems([
        { ...base, name: 'Nintendo Switch console', description: 'boxed' },
        { ...base, name: 'Super Nintendo cartridge', description: 'tested' },
        { ...base, name: 'Lego castle', description: 'complete' },
        { ...base, name: 'Collectible spoon', description: 'silver' },
      ]);
      const nintedo = await db.items.directory({ search: 'nintedo', page: 1, limit: 10 });
      expect(nintedo.rows.map((r) => r.name).sort()).toEqual(['Nintendo Switch console', 'Super Nintendo cartridge']);
      expect(nintedo.search).toEqual({ exact: false, suggestion: 'nintendo' });
      // Two typos are forgiven from 9 letters ('colectable': 2 edits from 'collectible'), not under.
      expect((await db.items.directory({ search: 'colectable', page: 1, limit: 10 })).rows.map((r) => r.name)).toEqual(['Collectible spoon']);
      expect((await db.items.directory({ search: 'nintnedo', page: 1, limit: 10 })).total).toBe(0);
      // Under 5 letters, no typo: 'lega' finds nothing.
      expect(await db.items.directory({ search: 'lega', page: 1, limit: 10 })).toEqual({ rows: [], total: 0, search: { exact: false, suggestion: null } });
      // Each word is forgiven on its own; the suggestion keeps the words that were right.
      const two = await db.items.directory({ search: 'nintendo swtch', page: 1, limit: 10 });
      expect(two.rows.map((r) => r.name)).toEqual(['Nintendo Switch console']);
      expect(two.search).toEqual({ exact: false, suggestion: 'nintendo switch' });
      // The facets count the near misses too.
      const facets = await db.items.directoryFacets({ search: 'nintedo', page: 1, limit: 10 });
      expect(facets.total).toBe(2);
      expect(facets.search).toEqual({ exact: false, suggestion: 'nintendo' });
    });
  });
});
