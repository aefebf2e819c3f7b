import { z } from 'zod';

const PATH_MAX_LENGTH = 500;
const REFERRER_MAX_LENGTH = 1000;

/** POST /api/analytics/page-views (answers 204): the route the shell navigated to, and where from. */
export const pageViewSchema = z.object({
  path: z
    .string({ error: 'path is required' })
    .min(1, { error: 'path is required' })
    .max(PATH_MAX_LENGTH, { error: `path must be at most ${PATH_MAX_LENGTH} characters` })
    .startsWith('/', { error: "path must start with '/'" }),
  referrer: z
    .string({ error: 'referrer must be text' })
    .max(REFERRER_MAX_LENGTH, { error: `referrer must be at most ${REFERRER_MAX_LENGTH} characters` })
    .nullish()
    .transform((v) => (v ? withoutQuery(v) || null : null)),
});

/**
 * Analytics counts where visitors came from, not what they searched there: a referrer's query and
 * fragment (search terms, a link's one-time token) are never stored.
 */
function withoutQuery(referrer: string): string {
  return referrer.replace(/[?#].*$/s, '');
}
export type PageViewInput = z.output<typeof pageViewSchema>;
