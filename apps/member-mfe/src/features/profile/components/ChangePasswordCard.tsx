import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { PROFILE_MESSAGES, changePasswordFormSchema } from '@bolo/contracts';
import { Button, toast, TextField } from '@bolo/web';
import { useChangePasswordMutation } from '../api/profile-api';
import { failureDescription } from '../lib/failure';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec §5/§8: the button waits for all three fields; mismatch and length are toasts before any request. */
export function ChangePasswordCard() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [form, setForm] = useState(EMPTY);
  const complete = form.currentPassword !== '' && form.newPassword !== '' && form.confirmPassword !== '';

  const update = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setForm((current) => ({ ...current, [name]: value }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete) return;
    const parsed = changePasswordFormSchema.safeParse(form);
    if (!parsed.success) {
      const [first] = parsed.error.issues;
      if (first?.path[0] === 'confirmPassword') toast({ ...PROFILE_MESSAGES.passwordMismatch, variant: 'destructive' });
      else if (first?.message === PROFILE_MESSAGES.passwordTooShort.description) toast({ ...PROFILE_MESSAGES.passwordTooShort, variant: 'destructive' });
      else toast({ title: PROFILE_MESSAGES.passwordChangeFailed.title, description: first?.message, variant: 'destructive' });
      return;
    }
    const result = await changePassword({ currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword });
    if ('error' in result && result.error) {
      const { title, description } = PROFILE_MESSAGES.passwordChangeFailed;
      toast({ title, description: failureDescription(result.error, description), variant: 'destructive' });
      return;
    }
    toast({ title: PROFILE_MESSAGES.passwordChanged, description: result.data?.message });
    setForm(EMPTY);
  }

  return (
    <section className="card profile-card" aria-labelledby="password-title" data-testid="change-password">
      <div className="card__body">
        <div className="profile-card__header">
          <h2 id="password-title" className="profile-card__title">
            Change Password
          </h2>
        </div>
        <form className="form" method="post" onSubmit={onSubmit} noValidate aria-label="Change password">
          <TextField id="password-current" name="currentPassword" label="Current Password" type="password" autoComplete="current-password" value={form.currentPassword} onChange={update} />
          <TextField id="password-new" name="newPassword" label="New Password" type="password" autoComplete="new-password" value={form.newPassword} onChange={update} />
          <TextField id="password-confirm" name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" value={form.confirmPassword} onChange={update} />
          <div className="profile-card__actions">
            <Button type="submit" disabled={!complete || isLoading}>
              {isLoading ? 'Changing...' : 'Change Password'}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
