import { MESSAGES, parseItemId } from '@bolo/contracts';
import { z } from 'zod';

/** POST /api/saved-bolos body: the id as a JSON number or a digit string. */
export const saveBoloSchema = z.object({
  boloItemId: z.unknown().transform((value, ctx) => {
    const id =
      typeof value === 'number' ? (Number.isSafeInteger(value) && value > 0 ? value : null) : typeof value === 'string' ? parseItemId(value) : null;
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.item.invalidId });
      return z.NEVER;
    }
    return id;
  }),
});
export type SaveBoloInput = z.output<typeof saveBoloSchema>;
