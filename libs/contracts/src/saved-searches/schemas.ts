import { z } from 'zod';
import { intParam, itemListQuerySchema } from '../items/list-query';
import { DIRECTORY_MESSAGES } from '../items/messages';
import { MAX_PAGE, MAX_PAGE_LIMIT } from '../pagination/constants';
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from './constants';
import { SAVED_SEARCH_MESSAGES as M } from './messages';
import type { SavedSearchQuery } from './types';

const FILTER_KEYS = ['search', 'category', 'subcategory', 'platform', 'source', 'buyMax', 'profitMin', 'sort', 'netOn'] as const;

/** An address query's parameters as a form sends them ('+' for spaces, percent-encoding), the last of a repeated name winning. */
function queryParameters(text: string): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const pair of text.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const [name, value = ''] = pair.split('=', 2).map((part) => {
      try {
        return decodeURIComponent(part.replace(/\+/g, ' '));
      } catch {
        return part; // a stray '%': read as written
      }
    });
    parameters[name] = value;
  }
  return parameters;
}

/**
 * The directory's address query (what its address bar holds) read by the directory's own rules,
 * keeping its search, filters and order (never its page). Errors carry the directory's messages.
 */
const queryField = z
  .string({ error: M.queryInvalid })
  .max(2000, { error: M.queryInvalid })
  .transform((text, ctx): SavedSearchQuery => {
    const parsed = itemListQuerySchema.safeParse(queryParameters(text));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
      return z.NEVER;
    }
    const query: SavedSearchQuery = {};
    for (const key of FILTER_KEYS) if (parsed.data[key] !== undefined) Object.assign(query, { [key]: parsed.data[key] });
    const { sort: _sort, netOn: _netOn, ...filters } = query;
    if (Object.keys(filters).length === 0) {
      ctx.addIssue({ code: 'custom', message: M.nothingToSave });
      return z.NEVER;
    }
    return query;
  });

const nameField = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(SAVED_SEARCH_NAME_MAX, { error: M.nameTooLong });

const notifyField = z.enum(ALERT_FREQUENCIES, { error: M.notifyInvalid });

/** POST /api/saved-searches: a name, how to be told (instantly unless said), and the directory's query. */
export const savedSearchCreateSchema = z.object({ name: nameField, notify: notifyField.default('instant'), query: queryField });
export type SavedSearchCreateInput = z.output<typeof savedSearchCreateSchema>;

/** PATCH /api/saved-searches/{id}: any of the three. */
export const savedSearchUpdateSchema = z.object({ name: nameField.optional(), notify: notifyField.optional(), query: queryField.optional() });
export type SavedSearchUpdateInput = z.output<typeof savedSearchUpdateSchema>;

/** The directory's address query of a saved search, in the directory's own parameter order. */
export function savedSearchQueryString(query: SavedSearchQuery): string {
  return FILTER_KEYS.flatMap((key) => {
    const value = query[key];
    if (value === undefined) return [];
    return [`${key}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`];
  }).join('&');
}

/** Alerts shown per page of /alerts. */
export const ALERTS_PAGE_SIZE = 24;

/** GET /api/alerts: a page of the member's alerts. */
export const alertListQuerySchema = z.object({
  page: intParam(1, 1, MAX_PAGE, DIRECTORY_MESSAGES.pageInvalid, DIRECTORY_MESSAGES.pageTooLarge),
  limit: intParam(ALERTS_PAGE_SIZE, 1, MAX_PAGE_LIMIT, DIRECTORY_MESSAGES.limitInvalid),
});
export type AlertListQuery = z.output<typeof alertListQuerySchema>;
