import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;
const readersOwn = (): string | undefined => undefined;
const serverZone = (): string | undefined => 'UTC';

/**
 * The time zone dates are shown in: UTC while the server renders and while the browser hydrates
 * that markup (the server cannot know the reader's zone, and a different text would be a
 * hydration mismatch), the reader's own right after hydration and in pages rendered in the browser.
 */
export function useDisplayTimeZone(): string | undefined {
  return useSyncExternalStore(nothingToWatch, readersOwn, serverZone);
}
