import { z } from 'zod';
import { CATEGORIES, isSubcategoryOf } from '../catalogue/categories';
import { MAX_PAGE, MAX_PAGE_LIMIT } from '../pagination/constants';
import { DIRECTORY_PAGE_SIZE, MAX_SEARCH_LENGTH } from './constants';
import { DIRECTORY_MESSAGES } from './messages';

// The directory's list filters, shared by the saved list and the back office's item list.
// Parses list filters as they arrive in a query string (every value a string, keys optional,
// blanks common because forms submit empty fields). Blank means "not given"; unknown keys are
// dropped so cache-busting or tracking parameters never cause a 400.

const M = DIRECTORY_MESSAGES;
const DIGITS_ONLY = /^[0-9]+$/;

/** Trimmed string, with blank / missing turned into undefined; non-strings pass through to fail typing. */
export function blankToUndefined(v: unknown): unknown {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') return v;
  const t = v.trim();
  return t === '' ? undefined : t;
}

/**
 * Strict integer parameter: only plain digits are converted, so '1.5', '-1', '1e3' and '0x10'
 * are rejected instead of being coerced by Number().
 */
export function intParam(defaultValue: number, min: number, max: number, invalid: string, tooLarge = invalid) {
  return z.preprocess(
    (v) => {
      const t = blankToUndefined(v);
      if (t === undefined) return defaultValue;
      return typeof t === 'string' && DIGITS_ONLY.test(t) ? Number(t) : t;
    },
    z
      .number({ error: invalid })
      // Checked first and aborting: a huge digit string is "too large", not also "not an integer".
      .max(max, { error: tooLarge, abort: true })
      .int({ error: invalid })
      .min(min, { error: invalid }),
  );
}

export function listQueryShape(defaultLimit: number) {
  return {
    page: intParam(1, 1, MAX_PAGE, M.pageInvalid, M.pageTooLarge),
    limit: intParam(defaultLimit, 1, MAX_PAGE_LIMIT, M.limitInvalid),
    search: z.preprocess(
      blankToUndefined,
      z.string({ error: M.searchInvalid }).max(MAX_SEARCH_LENGTH, { error: M.searchTooLong }).optional(),
    ),
    category: z.preprocess(blankToUndefined, z.enum(CATEGORIES, { error: M.unknownCategory }).optional()),
    subcategory: z.preprocess(blankToUndefined, z.string({ error: M.unknownSubcategory }).optional()),
  };
}

/** Cross-field rule; zod only runs it once every field parsed, so a bad category is reported alone. */
export function checkSubcategory(v: { category?: string; subcategory?: string }, ctx: z.RefinementCtx): void {
  if (v.subcategory === undefined) return;
  if (v.category === undefined) {
    ctx.addIssue({ code: 'custom', path: ['subcategory'], message: M.subcategoryRequiresCategory });
  } else if (!isSubcategoryOf(v.category, v.subcategory)) {
    ctx.addIssue({ code: 'custom', path: ['subcategory'], message: M.unknownSubcategory });
  }
}

/** GET /api/bolo-items and the directory address bar. */
export const itemListQuerySchema = z.object(listQueryShape(DIRECTORY_PAGE_SIZE)).superRefine(checkSubcategory);
export type ItemListQuery = z.output<typeof itemListQuerySchema>;
