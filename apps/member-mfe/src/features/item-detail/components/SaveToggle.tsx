import { SAVED_MESSAGES } from '@bolo/contracts';
import { Button, isAuthRequired, toast, useAuth } from '@bolo/web';
import { useCheckSavedBoloQuery, useRemoveSavedBoloMutation, useSaveBoloMutation } from '../../../shared/api/saved-bolos';

/** 'Save to My BOLOs' / 'Saved' (spec member-side §4): add when not saved, remove when saved. */
export function SaveToggle({ itemId }: { itemId: number }) {
  const { user } = useAuth();
  const check = useCheckSavedBoloQuery(itemId, { skip: !user });
  const [save, saving] = useSaveBoloMutation();
  const [remove, removing] = useRemoveSavedBoloMutation();
  const isSaved = Boolean(user) && check.data?.isSaved === true;
  const busy = saving.isLoading || removing.isLoading;
  // Until the first check answers, the button offers nothing: acting on an unknown state could
  // "save" an item that is already saved (and the label would flip under the pointer).
  const checking = Boolean(user) && check.isLoading;

  const toggle = async () => {
    if (!user) {
      toast({ ...SAVED_MESSAGES.loginRequired, variant: 'destructive' });
      return;
    }
    if (isSaved) {
      try {
        await remove(itemId).unwrap();
        toast(SAVED_MESSAGES.removed);
      } catch (error) {
        toast({ ...(isAuthRequired(error) ? SAVED_MESSAGES.removeFailedAuth : SAVED_MESSAGES.removeFailed), variant: 'destructive' });
      }
      return;
    }
    try {
      await save(itemId).unwrap();
      toast(SAVED_MESSAGES.saved);
    } catch (error) {
      toast({ ...(isAuthRequired(error) ? SAVED_MESSAGES.saveFailedAuth : SAVED_MESSAGES.saveFailed), variant: 'destructive' });
    }
  };

  return (
    <Button
      variant={isSaved ? 'secondary' : 'primary'}
      onClick={toggle}
      disabled={busy || checking}
      aria-busy={busy || checking || undefined}
      data-testid="save-toggle"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" fill={isSaved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
        <path d="M6 3h12v18l-6-4-6 4z" />
      </svg>
      {checking ? 'Checking...' : isSaved ? 'Saved' : 'Save to My BOLOs'}
    </Button>
  );
}
