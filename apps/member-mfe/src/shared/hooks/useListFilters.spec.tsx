/// <reference types="jest" />
import '../testing/dom-polyfills';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { DIRECTORY_ADDRESS, ITEM_LIST_ADDRESS, NO_DIRECTORY_FILTERS, withAmount, withChoiceToggled, withNetOn, withSort } from '../lib/list-filters';
import type { ListAddress, ListFilters } from '../lib/list-filters';
import { useFiltersInAddress, useListFilters } from './useListFilters';

const DELAYS = { searchMs: 500, selectMs: 500 };

function setup<F extends ListFilters = ListFilters>(initialEntry: string, { ready = true, delays = DELAYS, address = ITEM_LIST_ADDRESS as unknown as ListAddress<F> } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initialEntry]}>{children}</MemoryRouter>;
  return renderHook(
    ({ isReady }: { isReady: boolean }) => {
      const filters = useListFilters(address, delays);
      useFiltersInAddress(filters, isReady);
      return { filters, location: useLocation(), navigationType: useNavigationType(), navigate: useNavigate() };
    },
    { wrapper, initialProps: { isReady: ready } },
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useListFilters', () => {
  it('reads the filters from the address on load', () => {
    const { result } = setup('/directory?search=lamp&category=Home+%26+Kitchen&subcategory=Decor&page=2');
    expect(result.current.filters.applied).toEqual({ search: 'lamp', category: 'Home & Kitchen', subcategory: 'Decor', page: 2 });
    expect(result.current.filters.draft).toEqual(result.current.filters.applied);
  });

  it('normalises a bad address with replace', () => {
    const { result } = setup('/directory?category=Cars&page=0');
    expect(result.current.location.search).toBe('');
    expect(result.current.navigationType).toBe('REPLACE');
  });

  it('applies a category 500 ms after the change, resetting subcategory and page, and replaces the address', () => {
    const { result } = setup('/directory?category=Toys&subcategory=Action+Figures&page=3');
    act(() => result.current.filters.setCategory('Gaming'));
    expect(result.current.filters.draft).toEqual({ search: '', category: 'Gaming', subcategory: '', page: 1 });
    expect(result.current.filters.applied.category).toBe('Toys');
    expect(result.current.filters.isPending).toBe(true);

    act(() => jest.advanceTimersByTime(499));
    expect(result.current.filters.applied.category).toBe('Toys');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.filters.applied).toEqual({ search: '', category: 'Gaming', subcategory: '', page: 1 });
    expect(result.current.location.search).toBe('?category=Gaming');
    expect(result.current.navigationType).toBe('REPLACE');
  });

  it('restarts the pause on every keystroke', () => {
    const { result } = setup('/directory');
    act(() => result.current.filters.setSearch('v'));
    act(() => jest.advanceTimersByTime(400));
    act(() => result.current.filters.setSearch('vi'));
    act(() => jest.advanceTimersByTime(400));
    expect(result.current.filters.applied.search).toBe('');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current.filters.applied.search).toBe('vi');
    expect(result.current.location.search).toBe('?search=vi');
  });

  it('applies a page change at once', () => {
    const { result } = setup('/directory?search=lamp');
    act(() => result.current.filters.setPage(2));
    expect(result.current.filters.applied.page).toBe(2);
    expect(result.current.location.search).toBe('?search=lamp&page=2');
  });

  it('waits for the results before writing the address', () => {
    const { result, rerender } = setup('/directory', { ready: false });
    act(() => result.current.filters.setPage(2));
    expect(result.current.filters.applied.page).toBe(2);
    expect(result.current.location.search).toBe('');
    rerender({ isReady: true });
    expect(result.current.location.search).toBe('?page=2');
  });

  it('clears everything at once', () => {
    const { result } = setup('/directory?search=lamp&category=Media&page=4');
    act(() => result.current.filters.clear());
    expect(result.current.filters.applied).toEqual({ search: '', category: '', subcategory: '', page: 1 });
    expect(result.current.location.search).toBe('');
  });

  it('follows an address changed from outside (nav link, back/forward) without writing the old filters back', () => {
    const { result } = setup('/directory?category=Media&page=2');
    act(() => result.current.navigate('/directory'));
    expect(result.current.filters.applied).toEqual({ search: '', category: '', subcategory: '', page: 1 });
    expect(result.current.location.search).toBe('');
    act(() => result.current.navigate('/directory?search=lego'));
    expect(result.current.filters.draft.search).toBe('lego');
    expect(result.current.location.search).toBe('?search=lego');
  });

  it('on /my-bolos applies selects at once and debounces only the search', () => {
    const { result } = setup('/my-bolos', { delays: { searchMs: 300, selectMs: 0 } });
    act(() => result.current.filters.setCategory('Fashion'));
    expect(result.current.filters.applied.category).toBe('Fashion');
    expect(result.current.location.search).toBe('?category=Fashion');
    act(() => result.current.filters.setSearch('bag'));
    act(() => jest.advanceTimersByTime(299));
    expect(result.current.filters.applied.search).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.location.search).toBe('?search=bag&category=Fashion');
  });
});

describe('useListFilters on the directory (issue 20)', () => {
  const directory = (initialEntry: string) => setup(initialEntry, { address: DIRECTORY_ADDRESS });

  it('reads facets, order and net-profit platform from the address', () => {
    const { result } = directory('/directory?platform=eBay,Mercari&buyMax=25&sort=roi&netOn=Etsy');
    expect(result.current.filters.applied).toEqual({ ...NO_DIRECTORY_FILTERS, platform: ['eBay', 'Mercari'], buyMax: 25, sort: 'roi', netOn: 'Etsy' });
  });

  it('a facet click applies at once with page 1, and the address follows with readable commas', () => {
    const { result } = directory('/directory?platform=eBay&page=3');
    act(() => result.current.filters.apply((f) => withChoiceToggled(f, 'platform', 'Mercari')));
    expect(result.current.filters.applied.platform).toEqual(['eBay', 'Mercari']);
    expect(result.current.filters.isPending).toBe(false);
    expect(result.current.location.search).toBe('?platform=eBay,Mercari');
    expect(result.current.navigationType).toBe('REPLACE');
  });

  it('a facet click takes the search being typed with it', () => {
    const { result } = directory('/directory');
    act(() => result.current.filters.setSearch('lego'));
    act(() => result.current.filters.apply((f) => withAmount(f, 'buyMax', 10)));
    expect(result.current.filters.applied).toMatchObject({ search: 'lego', buyMax: 10 });
    expect(result.current.location.search).toBe('?search=lego&buyMax=10');
  });

  it('the order waits the select pause, then writes sort=roi', () => {
    const { result } = directory('/directory?page=2');
    act(() => result.current.filters.change((f) => withSort(f, 'roi')));
    expect(result.current.filters.draft.sort).toBe('roi');
    expect(result.current.filters.applied.sort).toBe('');
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.location.search).toBe('?sort=roi');
  });

  it('dropping the net-profit platform drops the net-profit order with it', () => {
    const { result } = directory('/directory?sort=net&netOn=eBay');
    act(() => result.current.filters.change((f) => withNetOn(f, '')));
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.filters.applied).toEqual(NO_DIRECTORY_FILTERS);
    expect(result.current.location.search).toBe('');
  });

  it('clearing the search drops a relevance order (relevance needs a search)', () => {
    const { result } = directory('/directory?search=lego&sort=relevance');
    act(() => result.current.filters.setSearch(''));
    expect(result.current.filters.draft.sort).toBe('');
  });

  it('gives each link its address, keeping parameters that are not filters', () => {
    const { result } = directory('/directory?utm_source=mail&platform=eBay&page=2');
    expect(result.current.filters.hrefFor((f) => withChoiceToggled(f, 'platform', 'eBay'))).toBe('/directory?utm_source=mail');
    expect(result.current.filters.hrefFor((f) => withChoiceToggled(f, 'source', 'Retail'))).toBe('/directory?utm_source=mail&platform=eBay&source=Retail');
  });

  it('Clear Filters keeps the order', () => {
    const { result } = directory('/directory?search=lego&platform=eBay&sort=roi&page=2');
    expect(result.current.filters.clearHref).toBe('/directory?sort=roi');
    act(() => result.current.filters.clear());
    expect(result.current.location.search).toBe('?sort=roi');
  });
});
