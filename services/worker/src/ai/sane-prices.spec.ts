import { formatPriceRange, generatedItemFields } from '@bolo/contracts';
import { median, sanePrices } from './sane-prices';

const item = (buyPrice: string, soldRange: string) => ({
  name: 'Test item',
  description: 'A test item description.',
  category: 'Gaming',
  subcategory: '',
  buyPrice,
  soldRange,
  platforms: ['eBay'],
  notes: '',
  sourceLocations: ['Thrift Stores'],
});

describe('sanePrices', () => {
  it.each([
    ['ordinary ranges', { min: 15, max: 30 }, { min: 50, max: 90 }],
    ['single prices', { min: 15, max: 15 }, { min: 60, max: 60 }],
    ['reversed and overlapping ranges', { min: 40, max: 10 }, { min: 20, max: 5 }],
    ['a sold range below the buy range', { min: 100, max: 200 }, { min: 20, max: 50 }],
    ['tiny amounts', { min: 0, max: 0.001 }, { min: 0, max: 0 }],
    ['huge amounts', { min: 900_000, max: 5_000_000 }, { min: 9_000_000, max: 90_000_000 }],
    ['huge ratios', { min: 0.01, max: 9_000 }, { min: 0.5, max: 99_000 }],
    ['no numbers', { min: Number.NaN, max: Number.NaN }, { min: Number.POSITIVE_INFINITY, max: Number.NaN }],
  ])('%s become submittable prices with a profit', (_case, buy, sold) => {
    const prices = sanePrices({ buy, sold });
    const result = generatedItemFields(item(formatPriceRange(prices.buy.min, prices.buy.max), formatPriceRange(prices.sold.min, prices.sold.max)));
    expect(result.error?.issues).toBeUndefined();
    expect(prices.sold.min).toBeGreaterThan(prices.buy.max);
  });

  it('keeps sensible ranges as they are', () => {
    expect(sanePrices({ buy: { min: 15, max: 30 }, sold: { min: 50, max: 90 } })).toEqual({ buy: { min: 15, max: 30 }, sold: { min: 50, max: 90 } });
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
