import { canGoNext, canGoPrevious, pageList, type PageListEntry } from './index';

const S = 'ellipsis-start' as const;
const E = 'ellipsis-end' as const;
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('pageList', () => {
  const CURRENTS = [1, 4, 5, 10, 17, 20];

  describe.each([0, 1])('with %i total pages', (total) => {
    it.each(CURRENTS)('is empty at page %i (pagination hidden)', (current) => {
      expect(pageList(current, total)).toEqual([]);
    });
  });

  describe('with 7 total pages', () => {
    it.each(CURRENTS)('lists every page at page %i', (current) => {
      expect(pageList(current, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });
  });

  describe('with 8 total pages', () => {
    it.each<[number, PageListEntry[]]>([
      [1, [1, 2, E, 8]],
      [4, [1, 2, 3, 4, 5, E, 8]],
      [5, [1, S, 4, 5, 6, 7, 8]],
      // beyond the last page: shown as if on the last page
      [10, [1, S, 7, 8]],
      [17, [1, S, 7, 8]],
      [20, [1, S, 7, 8]],
    ])('at page %i -> %p', (current, expected) => {
      expect(pageList(current, 8)).toEqual(expected);
    });
  });

  describe('with 20 total pages', () => {
    it.each<[number, PageListEntry[]]>([
      [1, [1, 2, E, 20]],
      [4, [1, 2, 3, 4, 5, E, 20]],
      [5, [1, S, 4, 5, 6, E, 20]],
      [10, [1, S, 9, 10, 11, E, 20]],
      [16, [1, S, 15, 16, 17, E, 20]],
      [17, [1, S, 16, 17, 18, 19, 20]],
      [20, [1, S, 19, 20]],
    ])('at page %i -> %p', (current, expected) => {
      expect(pageList(current, 20)).toEqual(expected);
    });
  });

  it('shows all pages for 2 to 7 pages', () => {
    for (let total = 2; total <= 7; total++) expect(pageList(1, total)).toEqual(range(1, total));
  });

  it('treats an invalid current page as page 1', () => {
    expect(pageList(0, 20)).toEqual([1, 2, E, 20]);
    expect(pageList(-5, 20)).toEqual([1, 2, E, 20]);
    expect(pageList(NaN, 20)).toEqual([1, 2, E, 20]);
  });

  it('treats a non-finite page count as no pages', () => {
    expect(pageList(1, NaN)).toEqual([]);
    expect(pageList(1, Infinity)).toEqual([]);
  });

  it('never skips a page without an ellipsis and always shows first, last and current +/- 1', () => {
    for (let total = 8; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const list = pageList(current, total);
        const numbers = list.filter((e): e is number => typeof e === 'number');
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(total);
        for (const p of [current - 1, current, current + 1]) if (p >= 1 && p <= total) expect(numbers).toContain(p);
        expect(list.includes(S)).toBe(current > 4);
        expect(list.includes(E)).toBe(current < total - 3);
        for (let i = 1; i < list.length; i++) {
          const prev = list[i - 1];
          const entry = list[i];
          if (typeof prev === 'number' && typeof entry === 'number') expect(entry).toBe(prev + 1);
          if (typeof entry === 'string') {
            // an ellipsis always stands for at least two hidden pages
            const next = list[i + 1] as number;
            expect(next - (prev as number)).toBeGreaterThanOrEqual(3);
          }
        }
      }
    }
  });
});

describe('canGoNext', () => {
  it.each([
    [{ page: 1, totalPages: 5, hasMore: true }, true],
    [{ page: 4, totalPages: 5, hasMore: true }, true],
    [{ page: 5, totalPages: 5, hasMore: true }, false],
    [{ page: 6, totalPages: 5, hasMore: true }, false],
    [{ page: 1, totalPages: 5, hasMore: false }, false],
    [{ page: 1, totalPages: 0, hasMore: false }, false],
  ])('%p -> %p', (state, expected) => {
    expect(canGoNext(state)).toBe(expected);
  });
});

describe('canGoPrevious', () => {
  it.each([
    [1, false],
    [0, false],
    [2, true],
  ])('page %p -> %p', (page, expected) => {
    expect(canGoPrevious(page)).toBe(expected);
  });
});
