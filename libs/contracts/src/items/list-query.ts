import { z } from 'zod';
import { CATEGORIES, isSubcategoryOf } from '../catalogue/categories';
import { PLATFORMS } from '../catalogue/options';
import { MAX_PAGE, MAX_PAGE_LIMIT } from '../pagination/constants';
import { DIRECTORY_PAGE_SIZE, DIRECTORY_SORTS, FILTER_SOURCES, MAX_FILTER_AMOUNT, MAX_SEARCH_LENGTH } from './constants';
import { DIRECTORY_MESSAGES } from './messages';
import type { DirectorySort } from './constants';

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

/**
 * A comma-separated list of known values ('eBay,Mercari'), deduplicated and in the options'
 * order so that equal filters are one cache entry; blank is "not given".
 */
function optionListParam<T extends string>(options: readonly T[], invalid: string) {
  return z.preprocess(
    (v) => {
      const t = blankToUndefined(v);
      if (typeof t !== 'string') return t;
      const given = t.split(',').map((part) => part.trim()).filter(Boolean);
      return given.length === 0 ? undefined : given;
    },
    z
      .array(z.string(), { error: invalid })
      .refine((values) => values.every((value) => (options as readonly string[]).includes(value)), { error: invalid })
      .transform((values) => options.filter((option) => values.includes(option)))
      .optional(),
  );
}

/** Whole dollars from 1 to MAX_FILTER_AMOUNT, or undefined when blank. */
function amountParam(invalid: string) {
  return z.preprocess(
    (v) => {
      const t = blankToUndefined(v);
      return typeof t === 'string' && DIGITS_ONLY.test(t) ? Number(t) : t;
    },
    z.number({ error: invalid }).int({ error: invalid }).min(1, { error: invalid }).max(MAX_FILTER_AMOUNT, { error: invalid }).optional(),
  );
}

/** The directory's filters and orders beyond the shared ones (issue 20): facets, price and profit bounds, sorting. */
export const directoryQueryShape = {
  platform: optionListParam(PLATFORMS, M.platformInvalid),
  source: optionListParam(FILTER_SOURCES, M.sourceInvalid),
  buyMax: amountParam(M.buyMaxInvalid),
  profitMin: amountParam(M.profitMinInvalid),
  sort: z.preprocess(blankToUndefined, z.enum(DIRECTORY_SORTS, { error: M.sortInvalid }).optional()),
  netOn: z.preprocess(blankToUndefined, z.enum(PLATFORMS, { error: M.netOnInvalid }).optional()),
};

/** Sorting by net profit needs the platform it is computed for; relevance needs a search. */
function checkSort(v: { sort?: string; netOn?: string; search?: string }, ctx: z.RefinementCtx): void {
  if (v.sort === 'net' && v.netOn === undefined) ctx.addIssue({ code: 'custom', path: ['netOn'], message: M.netOnRequired });
  if (v.sort === 'relevance' && v.search === undefined) ctx.addIssue({ code: 'custom', path: ['sort'], message: M.relevanceNeedsSearch });
}

/** GET /api/bolo-items, GET /api/bolo-items/facets and the directory address bar. */
export const itemListQuerySchema = z.object({ ...listQueryShape(DIRECTORY_PAGE_SIZE), ...directoryQueryShape }).superRefine((v, ctx) => {
  checkSubcategory(v, ctx);
  checkSort(v, ctx);
});
export type ItemListQuery = z.output<typeof itemListQuerySchema>;

/** The order a directory query is read in: its sort, or relevance with a search and newest without. */
export function effectiveSort(query: { sort?: DirectorySort; search?: string }): DirectorySort {
  return query.sort ?? (query.search !== undefined ? 'relevance' : 'newest');
}
