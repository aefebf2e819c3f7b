import { z } from 'zod';
import { STORE_PACK_MESSAGES } from './messages';

/** A sync cursor: the database's transaction boundary and when the pack was issued (ms), as the API hands it out. */
export const STORE_PACK_CURSOR = /^(\d{1,20})\.(\d{13})$/;

/** GET /api/store-pack: `since` asks for what changed after a previous pack's cursor. */
export const storePackQuerySchema = z.object({
  since: z.string({ error: STORE_PACK_MESSAGES.badCursor }).regex(STORE_PACK_CURSOR, { error: STORE_PACK_MESSAGES.badCursor }).optional(),
});
export type StorePackQuery = z.infer<typeof storePackQuerySchema>;

/** The most items of a leaked file the trace reads (a few thousand marks identify an account many times over). */
export const STORE_PACK_TRACE_MAX_ITEMS = 5000;

/** POST /api/admin/store-pack/trace: the leaked file's items (all of them, or the first few thousand), as found. */
export const storePackTraceSchema = z.object({
  items: z
    .array(z.array(z.unknown()), { error: STORE_PACK_MESSAGES.traceNotAPack })
    .min(1, { error: STORE_PACK_MESSAGES.traceNotAPack })
    .max(STORE_PACK_TRACE_MAX_ITEMS, { error: `Send at most ${STORE_PACK_TRACE_MAX_ITEMS} items of the file.` })
    .transform((items, ctx) => {
      const read: Array<{ id: number; profit: number }> = [];
      for (const item of items) {
        const [id, , , , , , , , , profit] = item;
        if (typeof id !== 'number' || typeof profit !== 'number') {
          ctx.addIssue({ code: 'custom', message: STORE_PACK_MESSAGES.traceNotAPack });
          return z.NEVER;
        }
        read.push({ id, profit });
      }
      return read;
    }),
});
export type StorePackTraceInput = z.output<typeof storePackTraceSchema>;
