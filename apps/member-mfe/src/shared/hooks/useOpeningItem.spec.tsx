/// <reference types="jest" />
import { act, renderHook } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { useOpeningItem } from './useOpeningItem';

const click = (init: Partial<MouseEvent<HTMLAnchorElement>> = {}) =>
  ({ defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...init }) as MouseEvent<HTMLAnchorElement>;

describe('useOpeningItem', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('switches to opening on a plain click, and gives up after a while', () => {
    const { result } = renderHook(() => useOpeningItem());
    act(() => result.current.onOpen(click()));
    expect(result.current.opening).toBe(true);
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.opening).toBe(false);
  });

  it.each([[{ metaKey: true }], [{ ctrlKey: true }], [{ shiftKey: true }], [{ button: 1 }], [{ defaultPrevented: true }]])(
    'leaves the list alone for %p (new tab, new window, handled elsewhere)',
    (init) => {
      const { result } = renderHook(() => useOpeningItem());
      act(() => result.current.onOpen(click(init)));
      expect(result.current.opening).toBe(false);
    },
  );
});
