import { z } from 'zod';
import { parseItemId } from '../items/item-id';
import { ITEM_MESSAGES } from '../items/messages';

function toItemId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  return typeof value === 'string' ? parseItemId(value) : null;
}

/** POST /api/saved-bolos body: the id as a JSON number or a digit string. */
export const saveBoloSchema = z.object({
  boloItemId: z.unknown().transform((value, ctx) => {
    const id = toItemId(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: ITEM_MESSAGES.invalidId });
      return z.NEVER;
    }
    return id;
  }),
});
export type SaveBoloInput = z.output<typeof saveBoloSchema>;
