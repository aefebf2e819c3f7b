import { ALERT_FREQUENCIES, SAVED_SEARCH_MESSAGES, type AlertFrequency } from '@bolo/contracts';
import { Button, Link, errorMessage, toast } from '@bolo/web';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { useDeleteSavedSearchMutation, useGetSavedSearchesQuery, useUpdateSavedSearchMutation } from '../../../shared/api/saved-searches';
import { NOTIFY_LABELS } from '../../../shared/lib/notify-labels';
import '../../../shared/components/saved-searches.css';

/** /profile's "Saved searches" (issue 22): each one opens the directory as saved, says how it tells, and goes. */
export function SavedSearchesCard() {
  const hydrated = useHydrated();
  const { data } = useGetSavedSearchesQuery(undefined, { skip: !hydrated });
  const [update] = useUpdateSavedSearchMutation();
  const [remove] = useDeleteSavedSearchMutation();
  // Its controls work through the app: the card is not shown before it runs.
  if (!hydrated) return null;

  const done = (title: string) => (result: { error?: unknown }) => {
    if (result.error) toast({ title: errorMessage(result.error) ?? 'That did not work. Try again.', variant: 'destructive' });
    else toast({ title });
  };

  return (
    <section className="card profile-card" aria-labelledby="saved-searches-title" data-testid="saved-searches">
      <div className="card__body">
        <div className="profile-card__header">
          <h2 id="saved-searches-title" className="profile-card__title">
            Saved searches
          </h2>
        </div>
        <p className="profile-card__note">
          New finds that match a saved search show under Alerts{data ? `. You can keep up to ${data.limit}.` : '.'} Save one from the directory with “Save this search”.
        </p>
        {data && data.searches.length === 0 ? <p className="profile-card__note">No saved searches yet.</p> : null}
        {data && data.searches.length > 0 ? (
          <ul className="saved-searches">
            {data.searches.map((search) => (
              <li key={search.id} className="saved-searches__row" data-testid="saved-search">
                <Link to={`/directory?${search.queryString}`}>{search.name}</Link>
                <select
                  className="select"
                  aria-label={`How “${search.name}” tells you about new matches`}
                  value={search.notify}
                  onChange={(event) => void update({ id: search.id, notify: event.target.value as AlertFrequency }).then(done(SAVED_SEARCH_MESSAGES.updated))}
                >
                  {ALERT_FREQUENCIES.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {NOTIFY_LABELS[frequency]}
                    </option>
                  ))}
                </select>
                <Button variant="ghost" aria-label={`Delete the saved search “${search.name}”`} onClick={() => void remove(search.id).then(done(SAVED_SEARCH_MESSAGES.deleted))}>
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
