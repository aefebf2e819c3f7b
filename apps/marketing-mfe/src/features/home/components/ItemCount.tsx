import type { ReactNode } from 'react';

/**
 * The published item count as the home page knows it: a number, `undefined` while it is on its
 * way, or `null` when there is none (failed, or zero) and the fallback wording is used.
 */
export type ItemCount = number | null | undefined;

/** The count from the count query's state (no clock, no window: the same on the server and in the browser). */
export function itemCountOf(query: { data?: { count?: unknown }; isError: boolean }): ItemCount {
  const count = query.data?.count;
  if (typeof count === 'number') return count > 0 ? count : null;
  return query.data === undefined && !query.isError ? undefined : null;
}

/**
 * A count inside running text, in a slot of fixed minimum width (counts up to 4 digits and a '+'
 * fit it), so the sentence wraps the same way before and after the number arrives and nothing
 * below it moves. While pending the slot is an empty placeholder; without a count, `fallback`.
 */
export function CountSlot({ count, format = String, fallback }: { count: ItemCount; format?: (count: number) => string; fallback: ReactNode }) {
  if (count === null) return <>{fallback}</>;
  if (count === undefined) {
    return (
      <span className="count-slot count-slot--pending" aria-hidden="true" data-testid="count-pending">
        {'\u00a0'}
      </span>
    );
  }
  return <span className="count-slot">{format(count)}</span>;
}
