/// <reference types="jest" />
import '../testing/dom-polyfills';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useFiltersInAddress, useListFilters } from './useListFilters';

const DELAYS = { searchMs: 500, selectMs: 500 };

function setup(initialEntry: string, { ready = true, delays = DELAYS } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initialEntry]}>{children}</MemoryRouter>;
  return renderHook(
    ({ isReady }: { isReady: boolean }) => {
      const filters = useListFilters(delays);
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
