// One rule for every text a client sends: no control characters. PostgreSQL refuses NUL in text
// (which used to surface as a 500), and the other C0 controls and DEL have no place in names,
// searches, comments or paths. Tab, line feed and carriage return stay allowed: descriptions,
// comments and pasted CSV are multi-line.

export const TEXT_MESSAGES = {
  controlCharacters: 'Text must not contain control characters',
  /** Half of a character (a lone UTF-16 surrogate), or bytes that are not UTF-8 (client-text.ts). */
  brokenText: 'Text must be valid Unicode: it holds half of a character or bytes that are not UTF-8',
  /** `?a=1&a=2`, `?a[]=1`, `?a[b]=1` (query-string.ts). */
  queryParameterOnce: 'Each query parameter must be given once, as plain text',
} as const;

export type TextMessage = (typeof TEXT_MESSAGES)[keyof typeof TEXT_MESSAGES];

const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * True when any string in `value` (keys included, nested objects and arrays walked) holds a
 * control character. Depth is bounded so a hostile, deeply nested body cannot exhaust the stack.
 */
export function containsControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacter(value);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((entry) => containsControlCharacter(entry, depth + 1));
  return Object.entries(value).some(([key, entry]) => hasControlCharacter(key) || containsControlCharacter(entry, depth + 1));
}
