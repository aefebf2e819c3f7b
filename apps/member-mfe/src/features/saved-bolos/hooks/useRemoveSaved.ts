import { useCallback, useState } from 'react';
import { SAVED_MESSAGES } from '@bolo/contracts';
import type { BoloItem } from '@bolo/contracts';
import { errorMessage, toast } from '@bolo/web';
import { useRemoveSavedBoloMutation } from '../../../shared/api/saved-bolos';

export interface RemoveSaved {
  remove: (item: Pick<BoloItem, 'id'>) => Promise<void>;
  /** Ids whose removal is running (their buttons are disabled). */
  pending: ReadonlySet<number>;
  /** Ids removed here: hidden at once, before the list has been fetched again. */
  removed: ReadonlySet<number>;
}

/** The /my-bolos remove button (spec member-side §8: 'BOLO Removed' / 'Remove Failed' with the server message). */
export function useRemoveSaved(): RemoveSaved {
  const [removeSaved] = useRemoveSavedBoloMutation();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());

  const remove = useCallback(
    async ({ id }: Pick<BoloItem, 'id'>) => {
      setPending((ids) => new Set(ids).add(id));
      try {
        await removeSaved(id).unwrap();
        setRemoved((ids) => new Set(ids).add(id));
        toast(SAVED_MESSAGES.removed);
      } catch (error) {
        const { title, description } = SAVED_MESSAGES.removeFailedList;
        toast({ title, description: errorMessage(error) ?? description, variant: 'destructive' });
      } finally {
        setPending((ids) => {
          const next = new Set(ids);
          next.delete(id);
          return next;
        });
      }
    },
    [removeSaved],
  );

  return { remove, pending, removed };
}
