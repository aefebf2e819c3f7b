import { extractAmounts, formatPrice, formatPriceRange, normalisePriceText, priceRangeOf, toPrice } from './price-range';

describe('price text', () => {
  it('reads the dollar amounts of a text in order, thousands separators included', () => {
    expect(extractAmounts('$1,200 - $2,000.50')).toEqual([1200, 2000.5]);
    expect(extractAmounts('about $.99 each')).toEqual([0.99]);
    expect(extractAmounts('no price')).toEqual([]);
  });

  it('turns a stored range into the two form numbers; one price fills both ends', () => {
    expect(priceRangeOf('$5 - $15')).toEqual({ min: 5, max: 15 });
    expect(priceRangeOf('$5-$15.25')).toEqual({ min: 5, max: 15.25 });
    expect(priceRangeOf('$3')).toEqual({ min: 3, max: 3 });
    expect(priceRangeOf('')).toBeNull();
    expect(priceRangeOf(null)).toBeNull();
    expect(priceRangeOf(undefined)).toBeNull();
  });

  it('formats prices with cents only when there are some', () => {
    expect(formatPrice(12)).toBe('$12');
    expect(formatPrice(5.5)).toBe('$5.50');
    expect(formatPrice(0.005)).toBe('$0.01');
    expect(formatPriceRange(5, 15.25)).toBe('$5 - $15.25');
  });

  it('round-trips a formatted range', () => {
    expect(priceRangeOf(formatPriceRange(0.01, 100_000))).toEqual({ min: 0.01, max: 100_000 });
  });

  it('normalises the spaces around dashes (admin AI form, on blur)', () => {
    expect(normalisePriceText(' $5-$15 ')).toBe('$5 - $15');
    expect(normalisePriceText('$5  –  $15')).toBe('$5 - $15');
  });

  it('reads form input as a price with two decimals; non-numeric input becomes 0', () => {
    expect(toPrice('12.345')).toBe(12.35);
    expect(toPrice(7)).toBe(7);
    expect(toPrice('abc')).toBe(0);
    expect(toPrice('')).toBe(0);
    expect(toPrice(Number.NaN)).toBe(0);
    expect(toPrice(undefined)).toBe(0);
  });
});
