import { useState } from 'react';
import type { FormEvent } from 'react';
import { ALERT_EMAIL_SETTINGS, CATEGORIES, NOTIFICATION_MESSAGES, PROFILE_CACHE_FRESH_SECONDS } from '@bolo/contracts';
import type { AlertEmailSetting, Category, NotificationSettings } from '@bolo/contracts';
import { browserTimeZone, Button, toast } from '@bolo/web';
import { useGetNotificationSettingsQuery, useUpdateNotificationSettingsMutation } from '../../../shared/api/notifications';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { failureDescription } from '../lib/failure';
import { settingsChange, type NotificationSettingsDraft } from '../lib/notification-settings-change';

/** The member-wide cap on alert e-mails, as the select names it. */
const ALERT_EMAIL_LABELS: Record<AlertEmailSetting, string> = {
  instant: 'As they happen (at most one an hour)',
  daily: 'At most one a day',
  off: 'Never (alerts stay in the app)',
};

const SAVE_FAILED = { title: 'E-mail Preferences Not Saved', description: 'Your e-mail preferences could not be saved. Please try again.' };

const draftOf = ({ digest, alertEmails, followedCategories }: NotificationSettings): NotificationSettingsDraft => ({ digest, alertEmails, followedCategories });

/** /profile's "E-mail preferences" (issue 22): the weekly digest, alert e-mails, followed categories; the time zone is the browser's. */
export function NotificationSettingsCard() {
  const hydrated = useHydrated();
  const settings = useGetNotificationSettingsQuery(undefined, { skip: !hydrated, refetchOnMountOrArgChange: PROFILE_CACHE_FRESH_SECONDS });
  // Its form works through the app: the card is not shown before it runs.
  if (!hydrated) return null;

  return (
    <section className="card profile-card" aria-labelledby="notification-settings-title" data-testid="notification-settings">
      <div className="card__body">
        <div className="profile-card__header">
          <h2 id="notification-settings-title" className="profile-card__title">
            E-mail preferences
          </h2>
        </div>
        {settings.data ? (
          <NotificationSettingsForm saved={settings.data} />
        ) : settings.isError ? (
          <>
            <p className="profile-card__note" role="alert">
              {failureDescription(settings.error, 'Your e-mail preferences could not be loaded.')}
            </p>
            <div className="profile-card__actions">
              <Button variant="outline" onClick={() => void settings.refetch()}>
                Try Again
              </Button>
            </div>
          </>
        ) : (
          <p className="profile-card__note" aria-busy="true">
            Loading your e-mail preferences...
          </p>
        )}
      </div>
    </section>
  );
}

function NotificationSettingsForm({ saved }: { saved: NotificationSettings }) {
  const [save, { isLoading: saving }] = useUpdateNotificationSettingsMutation();
  // null: nothing changed yet, the form shows what is saved.
  const [draft, setDraft] = useState<NotificationSettingsDraft | null>(null);
  const [zone] = useState(browserTimeZone);
  const shown = draft ?? draftOf(saved);
  const change = settingsChange(saved, shown, zone);
  const edit = (next: Partial<NotificationSettingsDraft>) => setDraft({ ...shown, ...next });
  const follow = (category: Category, on: boolean) =>
    edit({ followedCategories: on ? [...shown.followedCategories, category] : shown.followedCategories.filter((followed) => followed !== category) });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await save(change);
    if ('error' in result && result.error) {
      toast({ title: SAVE_FAILED.title, description: failureDescription(result.error, SAVE_FAILED.description), variant: 'destructive' });
      return;
    }
    toast({ title: NOTIFICATION_MESSAGES.saved });
    // The server's answer, shown at once: the cached settings it replaces may land a tick later.
    if ('data' in result && result.data) setDraft(draftOf(result.data));
  }

  const shownZone = saved.timeZone ?? zone;
  return (
    <form className="form notification-settings" method="post" onSubmit={onSubmit} noValidate aria-label="E-mail preferences">
      <div className="notification-settings__group">
        <label className="notification-settings__check">
          <input type="checkbox" checked={shown.digest} onChange={(event) => edit({ digest: event.target.checked })} aria-describedby="notification-digest-hint" disabled={saving} />
          <span className="field__label">Weekly digest</span>
        </label>
        <p id="notification-digest-hint" className="notification-settings__hint">
          Every week, the new finds in your followed categories and saved searches.
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="notification-alert-emails">
          Alert e-mails
        </label>
        <select
          id="notification-alert-emails"
          className="select"
          value={shown.alertEmails}
          onChange={(event) => edit({ alertEmails: event.target.value as AlertEmailSetting })}
          aria-describedby="notification-alert-emails-hint"
          disabled={saving}
        >
          {ALERT_EMAIL_SETTINGS.map((setting) => (
            <option key={setting} value={setting}>
              {ALERT_EMAIL_LABELS[setting]}
            </option>
          ))}
        </select>
        <p id="notification-alert-emails-hint" className="notification-settings__hint">
          Each saved search also says how it tells you; an e-mail follows the rarer of the two.
        </p>
      </div>
      <fieldset className="notification-settings__group" aria-describedby="notification-categories-hint" disabled={saving}>
        <legend className="field__label">Followed categories</legend>
        <p id="notification-categories-hint" className="notification-settings__hint">
          The digest lists the new finds in these categories besides your saved searches&apos; matches.
        </p>
        <div className="notification-settings__options">
          {CATEGORIES.map((category) => (
            <label key={category} className="notification-settings__check">
              <input type="checkbox" name="followedCategories" value={category} checked={shown.followedCategories.includes(category)} onChange={(event) => follow(category, event.target.checked)} />
              {category}
            </label>
          ))}
        </div>
      </fieldset>
      {shownZone ? (
        <p className="notification-settings__hint" data-testid="notification-time-zone">
          Digest times follow your time zone: {shownZone}
        </p>
      ) : null}
      <div className="profile-card__actions">
        {/* Nothing to send: no change, and the time zone is stored (or the browser names none). */}
        <Button type="submit" disabled={saving || Object.keys(change).length === 0}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
