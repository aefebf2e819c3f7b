import { DIRECTORY_MESSAGES } from '@bolo/contracts';
import { useErrorToast, useGetBoloCountQuery } from '@bolo/web';

/** The published item count for the copy, or null (loading, failed or zero: the 'hundreds of' wording). */
export function useItemCount(): number | null {
  const count = useGetBoloCountQuery();
  useErrorToast(count.isError, DIRECTORY_MESSAGES.countFailed);
  const value = count.data?.count;
  return typeof value === 'number' && value > 0 ? value : null;
}
