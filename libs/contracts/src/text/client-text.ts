// Text a client sends must also be whole characters. A lone UTF-16 surrogate (JSON's "\ud800")
// has no UTF-8 form: PostgreSQL would store U+FFFD in its place, silently changing what was sent.
import { hasControlCharacter, TEXT_MESSAGES, type TextMessage } from './control-characters';

// With the u flag a pair is one code point, so \p{Cs} matches only an unpaired half. (A regular
// expression rather than String.prototype.isWellFormed: browsers share this file, and older ones lack it.)
const LONE_SURROGATE = /\p{Cs}/u;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** The message of the text rule `text` breaks, or undefined. */
export function textProblem(text: string): TextMessage | undefined {
  if (hasControlCharacter(text)) return TEXT_MESSAGES.controlCharacters;
  if (hasLoneSurrogate(text)) return TEXT_MESSAGES.brokenText;
  return undefined;
}

/**
 * The message of the first text rule any string in `value` breaks (keys included, nested objects
 * and arrays walked), or undefined. Depth is bounded so a deeply nested body cannot exhaust the stack.
 */
export function clientTextProblem(value: unknown, depth = 0): TextMessage | undefined {
  if (typeof value === 'string') return textProblem(value);
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  if (Array.isArray(value)) {
    for (const entry of value) {
      const problem = clientTextProblem(entry, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  for (const [key, entry] of Object.entries(value)) {
    const problem = textProblem(key) ?? clientTextProblem(entry, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}
