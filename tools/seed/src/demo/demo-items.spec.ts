import { CATEGORIES, PLATFORMS, SOURCES, isSubcategoryOf } from '@bolo/contracts';
import { DEMO_ITEMS } from './demo-items';

const published = DEMO_ITEMS.filter((item) => (item.status ?? 'published') === 'published');

describe('demo catalogue', () => {
  it('has at least 60 published items and 5 drafts', () => {
    expect(published.length).toBeGreaterThanOrEqual(60);
    expect(DEMO_ITEMS.length - published.length).toBeGreaterThanOrEqual(5);
  });

  it.each(CATEGORIES)('has several published %s items', (category) => {
    expect(published.filter((item) => item.category === category).length).toBeGreaterThanOrEqual(6);
  });

  it('uses real subcategories, platforms and sources', () => {
    for (const item of DEMO_ITEMS) {
      expect({ name: item.name, ok: isSubcategoryOf(item.category, item.subcategory) }).toEqual({ name: item.name, ok: true });
      for (const platform of item.platforms) expect(PLATFORMS).toContain(platform);
      for (const source of item.source) expect(SOURCES).toContain(source);
    }
  });

  it('names are unique, because they are the idempotency key', () => {
    expect(new Set(DEMO_ITEMS.map((item) => item.name)).size).toBe(DEMO_ITEMS.length);
  });

  it('writes prices the way admins do ("$3", "$5-$10", "$45 - $80")', () => {
    for (const item of DEMO_ITEMS) {
      expect(item.buyPrice).toMatch(/^\$\d+(-\$\d+)?$/);
      expect(item.soldRange).toMatch(/^\$\d+ - \$\d+$/);
    }
  });
});
