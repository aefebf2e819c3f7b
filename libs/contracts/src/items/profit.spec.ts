import { cardProfitEstimate, detailProfit, extractIntegers, extractNumbers } from './index';

describe('extractNumbers', () => {
  it.each([
    ['$3', [3]],
    ['$5-$10', [5, 10]],
    ['$5 - $10', [5, 10]],
    ['$5–$10', [5, 10]],
    ['$1,200', [1200]],
    ['$1,200.50 - $2,000', [1200.5, 2000]],
    ['$1,234,567', [1234567]],
    ['$4.99', [4.99]],
    ['$25 to $60 on eBay', [25, 60]],
    ['-$5', [5]],
    ['$12,50', [12, 50]],
    ['1,2345', [1, 2345]],
    ['Free', []],
    ['', []],
  ])('%p -> %p', (text, numbers) => {
    expect(extractNumbers(text)).toEqual(numbers);
  });

  it('returns nothing for missing text', () => {
    expect(extractNumbers(null)).toEqual([]);
    expect(extractNumbers(undefined)).toEqual([]);
  });
});

describe('extractIntegers', () => {
  it.each([
    ['$4.99', [4]],
    ['$1,200.75', [1200]],
    ['$5-$10', [5, 10]],
    ['$0.50 - $2', [0, 2]],
    ['none', []],
  ])('%p -> %p', (text, integers) => {
    expect(extractIntegers(text)).toEqual(integers);
  });
});

describe('cardProfitEstimate', () => {
  it.each([
    ['$5', '$20', 15, 15, '$15 - $15'],
    ['$5-$10', '$25-$60', 20, 55, '$20 - $55'],
    ['$5 - $10', '$25 - $60', 20, 55, '$20 - $55'],
    ['$10 - $5', '$60 - $25', 20, 55, '$20 - $55'],
    ['$3', '$15-$40', 12, 37, '$12 - $37'],
    ['$0', '$20-$30', 20, 30, '$20 - $30'],
    ['$0 - $5', '$20', 20, 20, '$20 - $20'],
    ['$10', '$5-$8', 0, 0, '$0 - $0'],
    ['$10', '$5-$30', 0, 20, '$0 - $20'],
    ['$2.50', '$10.75', 8.25, 8.25, '$8.25 - $8.25'],
    ['$1.10', '$2.20 - $3.30', 1.1, 2.2, '$1.10 - $2.20'],
    ['$1,000', '$1,200 - $1,500', 200, 500, '$200 - $500'],
    ['$5', '$1,200', 1195, 1195, '$1,195 - $1,195'],
    ['about 4 dollars', 'sells for 10 to 12', 6, 8, '$6 - $8'],
  ])('buy %p, sold %p -> %p..%p (%s)', (buy, sold, low, high, label) => {
    expect(cardProfitEstimate(buy, sold)).toEqual({ low, high, label });
  });

  it.each([
    ['Free', '$20'],
    ['$5', 'varies'],
    ['', '$20'],
    ['$5', ''],
    ['', ''],
    [null, null],
    [undefined, '$20'],
  ])('defaults to $0 - $0 when a text has no number (buy %p, sold %p)', (buy, sold) => {
    expect(cardProfitEstimate(buy, sold)).toEqual({ low: 0, high: 0, label: '$0 - $0' });
  });

  it('returns a fresh object each time', () => {
    const first = cardProfitEstimate('', '');
    first.low = 99;
    expect(cardProfitEstimate('', '').low).toBe(0);
  });
});

describe('detailProfit', () => {
  it.each([
    // buy, sold, conservative, optimistic, maxRoiPercent
    ['$5 - $10', '$25 - $60', 20, 55, 1100],
    ['$5-$10', '$25-$60', 20, 55, 1100],
    ['$3', '$10', 7, 7, 233],
    ['$10 - $20', '$15 - $30', 5, 20, 200],
    // conservative uses the FIRST numbers, optimistic the extremes
    ['$20 - $10', '$15 - $30', 0, 20, 200],
    ['$10', '$40 - $20', 30, 30, 300],
    // whole dollars only
    ['$4.99', '$9.99', 5, 5, 125],
    ['$1,000', '$1,500', 500, 500, 50],
    // Math.round: halves round up
    ['$8', '$9', 1, 1, 13],
    ['$200', '$201', 1, 1, 1],
    ['$3', '$4', 1, 1, 33],
    ['$3', '$5', 2, 2, 67],
    // floored at 0, and so is the ROI
    ['$10', '$5', 0, 0, 0],
    ['$10', '$10', 0, 0, 0],
  ])('buy %p, sold %p -> %p / %p / %p%%', (buy, sold, conservative, optimistic, maxRoiPercent) => {
    expect(detailProfit(buy, sold)).toEqual({ conservative, optimistic, maxRoiPercent });
  });

  it('reports 0% ROI when the buy price is 0', () => {
    expect(detailProfit('$0', '$20')).toEqual({ conservative: 20, optimistic: 20, maxRoiPercent: 0 });
    expect(detailProfit('$0 - $5', '$10 - $30')).toEqual({ conservative: 10, optimistic: 30, maxRoiPercent: 0 });
    expect(detailProfit('$0.50', '$10')).toEqual({ conservative: 10, optimistic: 10, maxRoiPercent: 0 });
  });

  it.each([
    ['Free', '$20'],
    ['$5', 'varies'],
    ['', ''],
    [null, '$20'],
    ['$5', undefined],
  ])('is all zeros when a text has no number (buy %p, sold %p)', (buy, sold) => {
    expect(detailProfit(buy, sold)).toEqual({ conservative: 0, optimistic: 0, maxRoiPercent: 0 });
  });
});
