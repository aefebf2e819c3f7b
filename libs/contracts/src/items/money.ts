// Intl is available in every supported browser and in Node, and handles grouping and negatives.
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const WITH_CENTS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Rounds to whole cents, half away from zero. Shifting the decimal point in the string form
 * avoids the float error of `Math.round(n * 100) / 100` (which turns 1.005 into 1).
 */
export function roundToCents(n: number): number {
  if (!Number.isFinite(n)) return 0;
  const abs = Math.abs(n);
  const text = String(abs);
  // Exponent notation only happens for amounts far below a cent or far above any price.
  if (text.includes('e')) return abs < 1 ? 0 : n;
  const cents = Math.round(Number(`${text}e2`));
  return (Math.sign(n) * Number(`${cents}e-2`)) || 0;
}

/**
 * Dollars as shown in the UI: '$1,200' for whole amounts, '$5.50' otherwise, '-$3' for negatives.
 * Non-finite input renders as '$0' so a bad value never prints 'NaN'.
 */
export function formatUsd(n: number): string {
  if (!Number.isFinite(n)) return '$0';
  const rounded = roundToCents(n);
  return (Number.isInteger(rounded) ? WHOLE_DOLLARS : WITH_CENTS).format(rounded);
}

/** Same as formatUsd for an amount in integer cents (plan prices are stored in cents). */
export function formatUsdCents(cents: number): string {
  return formatUsd(cents / 100);
}

/**
 * Blurred preview for visitors: every non-whitespace character becomes '█' so the layout
 * (word lengths, line breaks) is kept but nothing can be read, even by copying the text.
 */
export function blockCharacters(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  // The u flag makes an emoji or other astral character one block, not two.
  return text.replace(/\S/gu, '█');
}
