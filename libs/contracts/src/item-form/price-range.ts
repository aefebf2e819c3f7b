import { roundToCents } from '../items/money';

// Prices travel and are stored as text ('$5 - $15', admin-side §3); forms edit them as numbers.

export interface PriceRange {
  min: number;
  max: number;
}

const AMOUNT = /\d[\d,]*(?:\.\d+)?|\.\d+/g;

/** The dollar amounts in a text, in order ('$1,200 - $2,000.50' → [1200, 2000.5]). */
export function extractAmounts(text: string): number[] {
  return (text.match(AMOUNT) ?? []).map((amount) => Number(amount.replace(/,/g, ''))).filter(Number.isFinite);
}

/**
 * A stored range as two numbers, for filling a form (admin-side §5: "extracting digits from the
 * stored ranges"). A single price ('$3') fills both ends; text without amounts gives null.
 */
export function priceRangeOf(text: string | null | undefined): PriceRange | null {
  const amounts = extractAmounts(text ?? '');
  if (amounts.length === 0) return null;
  return { min: amounts[0], max: amounts.length > 1 ? amounts[1] : amounts[0] };
}

/** '$5.50' or '$12' (two decimals only when there are cents). */
export function formatPrice(amount: number): string {
  const rounded = roundToCents(amount);
  return `$${Number.isInteger(rounded) ? rounded : rounded.toFixed(2)}`;
}

/** The stored form of a range: '$min - $max'. */
export function formatPriceRange(min: number, max: number): string {
  return `${formatPrice(min)} - ${formatPrice(max)}`;
}

/** Price text as typed, tidied on blur (admin AI form): one space on each side of a dash. */
export function normalisePriceText(text: string): string {
  return text.trim().replace(/\s*[-–—]\s*/g, ' - ');
}

/** Form input to a price: two decimals; anything non-numeric becomes 0 (admin-side §5). */
export function toPrice(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? roundToCents(n) : 0;
}
