import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { PROFILE_MESSAGES, profileUpdateSchema } from '@bolo/contracts';
import type { PublicUser } from '@bolo/contracts';
import { Button, toast, useAuth, TextField } from '@bolo/web';
import { useUpdateProfileMutation } from '../api/profile-api';
import { failureDescription } from '../lib/failure';

type Draft = { firstName: string; lastName: string; email: string };

const draftOf = (profile: PublicUser): Draft => ({ firstName: profile.firstName ?? '', lastName: profile.lastName ?? '', email: profile.email ?? '' });

/** Personal Information: view or edit names and e-mail; the username is read-only (spec §2). */
export function PersonalInformationCard({ profile }: { profile: PublicUser }) {
  const { refresh } = useAuth();
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<{ message: string; field: string } | null>(null);

  const update = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setDraft((current) => (current ? { ...current, [name]: value } : current));
  };

  function cancel() {
    setDraft(null);
    setProblem(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft) return;
    const parsed = profileUpdateSchema.safeParse(draft);
    if (!parsed.success) {
      const [first] = parsed.error.issues;
      setProblem({ message: first?.message ?? PROFILE_MESSAGES.updateFailed.description, field: String(first?.path[0] ?? '') });
      return;
    }
    setProblem(null);
    const result = await updateProfile(parsed.data);
    if ('error' in result && result.error) {
      const { title, description } = PROFILE_MESSAGES.updateFailed;
      toast({ title, description: failureDescription(result.error, description), variant: 'destructive' });
      return;
    }
    toast({ title: PROFILE_MESSAGES.profileUpdated, description: 'Your personal information has been saved.' });
    setDraft(null);
    await refresh().catch(() => undefined);
  }

  return (
    <section className="card profile-card" aria-labelledby="personal-title" data-testid="personal-information">
      <div className="card__body">
        <div className="profile-card__header">
          <h2 id="personal-title" className="profile-card__title">
            Personal Information
          </h2>
          {draft ? null : (
            <Button variant="outline" size="sm" onClick={() => setDraft(draftOf(profile))}>
              Edit
            </Button>
          )}
        </div>
        {draft ? (
          <form className="form" method="post" onSubmit={onSubmit} noValidate aria-label="Edit personal information">
            {problem ? (
              <p className="form-error" role="alert" id="personal-error">
                {problem.message}
              </p>
            ) : null}
            <div className="form-row">
              <TextField id="profile-firstName" name="firstName" label="First Name" autoComplete="given-name" value={draft.firstName} onChange={update} errorId={problem?.field === 'firstName' ? 'personal-error' : undefined} />
              <TextField id="profile-lastName" name="lastName" label="Last Name" autoComplete="family-name" value={draft.lastName} onChange={update} errorId={problem?.field === 'lastName' ? 'personal-error' : undefined} />
            </div>
            <TextField id="profile-email" name="email" label="Email" type="email" autoComplete="email" value={draft.email} onChange={update} errorId={problem?.field === 'email' ? 'personal-error' : undefined} />
            <TextField id="profile-username" name="username" label="Username" value={profile.username} onChange={() => undefined} readOnly />
            <div className="profile-card__actions">
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving...' : 'Save'}
              </Button>
              <Button variant="ghost" onClick={cancel} disabled={saving}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <dl className="profile-facts">
            <Fact label="First Name" value={profile.firstName} />
            <Fact label="Last Name" value={profile.lastName} />
            <Fact label="Email" value={profile.email} />
            <Fact label="Username" value={profile.username} />
          </dl>
        )}
      </div>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="profile-facts__row">
      <dt>{label}</dt>
      <dd className={value ? undefined : 'profile-facts__empty'}>{value || PROFILE_MESSAGES.notProvided}</dd>
    </div>
  );
}
