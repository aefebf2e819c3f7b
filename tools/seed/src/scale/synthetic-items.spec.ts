import { CATEGORIES, PLATFORMS, SOURCES, isSubcategoryOf } from '@bolo/contracts';
import { syntheticItem } from './synthetic-items';

const NOW = Date.UTC(2026, 0, 15);

describe('syntheticItem', () => {
  const items = Array.from({ length: 20_000 }, (_, i) => syntheticItem(i, NOW));

  it('is deterministic in its index, so topping up never duplicates or reshuffles', () => {
    expect(syntheticItem(12345, NOW)).toEqual(syntheticItem(12345, NOW));
    expect(syntheticItem(1, NOW).name).not.toBe(syntheticItem(2, NOW).name + 'x');
  });

  it('covers every category and only real subcategories, platforms and sources', () => {
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(CATEGORIES));
    for (const item of items.slice(0, 2000)) {
      expect(isSubcategoryOf(item.category, item.subcategory)).toBe(true);
      for (const p of item.platforms) expect(PLATFORMS).toContain(p);
      for (const s of item.source) expect(SOURCES).toContain(s);
      expect(item.platforms.length).toBeGreaterThan(0);
      expect(item.source.length).toBeGreaterThan(0);
    }
  });

  it('is 95% published', () => {
    expect(items.filter((item) => item.status === 'published').length).toBe(19_000);
  });

  it('writes 2-3 sentence descriptions and realistic price text', () => {
    for (const item of items.slice(0, 2000)) {
      // Product names carry abbreviations ('Dr. Martens', 'G.I. Joe', 'Super Mario Bros. 3').
      const sentences = item.description.replace(/\b(Dr|No|Bros|G\.I)\./g, '$1').split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(item.buyPrice).toMatch(/^\$\d+(-\$\d+)?$/);
      const [low, high] = item.soldRange.match(/\d+/g)!.map(Number);
      expect(high).toBeGreaterThan(low);
      expect(low).toBeGreaterThan(Number(item.buyPrice.match(/\d+/)![0]));
    }
  });

  it('spreads dates over two years', () => {
    const ages = items.map((item) => (NOW - item.updated.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeLessThan(5);
    expect(Math.max(...ages)).toBeGreaterThan(700);
    expect(Math.max(...ages)).toBeLessThanOrEqual(730);
  });

  it('yields varied names', () => {
    expect(new Set(items.map((item) => item.name)).size).toBeGreaterThan(5000);
  });
});
