import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ALERT_FREQUENCIES, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX, type AlertFrequency } from '@bolo/contracts';
import { Button, errorMessage, toast } from '@bolo/web';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { useCreateSavedSearchMutation } from '../../../shared/api/saved-searches';
import { NOTIFY_LABELS } from '../../../shared/lib/notify-labels';
import '../../../shared/components/saved-searches.css';

/**
 * "Save this search" on the directory (issue 22): the current search and filters (the address
 * query) under a name, with how new matches are told. Shown once the app runs (it posts through
 * it) and only when there is a search or a filter to save.
 */
export function SaveSearch({ query, suggestedName }: { query: string; suggestedName: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [notify, setNotify] = useState<AlertFrequency>('instant');
  const [create, { isLoading }] = useCreateSavedSearchMutation();
  const nameId = useId();
  const notifyId = useId();
  if (!hydrated) return null;

  if (!open) {
    return (
      <Button
        variant="ghost"
        onClick={() => {
          setName(suggestedName.slice(0, SAVED_SEARCH_NAME_MAX));
          setOpen(true);
        }}
      >
        Save this search
      </Button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await create({ name, notify, query });
    if ('error' in result) {
      toast({ title: errorMessage(result.error) ?? 'The search could not be saved. Try again.', variant: 'destructive' });
      return;
    }
    toast({ title: SAVED_SEARCH_MESSAGES.saved, description: 'New finds that match it will show under Alerts.' });
    setOpen(false);
  }

  return (
    <form className="save-search" onSubmit={(event) => void submit(event)} aria-label="Save this search">
      <div className="field">
        <label className="field__label" htmlFor={nameId}>
          Name
        </label>
        <input id={nameId} className="input" value={name} maxLength={SAVED_SEARCH_NAME_MAX} onChange={(event) => setName(event.target.value)} required />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={notifyId}>
          Tell me about new matches
        </label>
        <select id={notifyId} className="select" value={notify} onChange={(event) => setNotify(event.target.value as AlertFrequency)}>
          {ALERT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {NOTIFY_LABELS[frequency]}
            </option>
          ))}
        </select>
      </div>
      <div className="save-search__actions">
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save search'}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
