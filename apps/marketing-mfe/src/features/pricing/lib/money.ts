/** Whole dollars without cents ($19), cents only when there are any ($19.50). */
export function dollars(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}
