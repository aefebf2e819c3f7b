import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { AUTH_MESSAGES, CHECKOUT_MESSAGES } from '@bolo/contracts';
import { Button, toast, useAuth, TextField } from '@bolo/web';
import { EMPTY_ACCOUNT_FORM, validateAccountForm } from '../lib/account-form';
import type { AccountForm } from '../lib/account-form';

const FIELDS: ReadonlyArray<{ name: keyof AccountForm; label: string; type?: string; autoComplete: string; half?: boolean }> = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

const STRONG_RULES = 'At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&.';

/** The post-payment account form (spec member-side §4, §5, §8). */
interface CreateAccountFormProps {
  /** Called before signing up, and onFailed when sign-up is refused. */
  onStart: () => void;
  onFailed: () => void;
  /** Signed up: link the payment to the new account. */
  onCreated: () => Promise<unknown>;
}

export function CreateAccountForm({ onStart, onFailed, onCreated }: CreateAccountFormProps) {
  const { signUp, isAuthenticating } = useAuth();
  const [form, setForm] = useState<AccountForm>(EMPTY_ACCOUNT_FORM);
  const [problem, setProblem] = useState<{ message: string; fields: string[] } | null>(null);

  const update = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setForm((current) => ({ ...current, [name]: value }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateAccountForm(form);
    if (!checked.ok) {
      setProblem({ message: checked.message, fields: checked.fields });
      return;
    }
    setProblem(null);
    onStart();
    try {
      await signUp(checked.input);
    } catch (error) {
      onFailed();
      const message = error instanceof Error && error.message !== AUTH_MESSAGES.signupFailed ? error.message : undefined;
      toast({ title: CHECKOUT_MESSAGES.accountCreationFailed, description: message, variant: 'destructive' });
      return;
    }
    await onCreated();
  }

  const renderField = (field: (typeof FIELDS)[number]) => (
    <TextField
      key={field.name}
      id={`account-${field.name}`}
      name={field.name}
      label={field.label}
      type={field.type}
      autoComplete={field.autoComplete}
      value={form[field.name]}
      onChange={update}
      errorId={problem?.fields.includes(field.name) ? 'account-error' : undefined}
    />
  );

  return (
    <div className="container member-page payment-success">
      <section className="card payment-success__card" aria-labelledby="account-title">
        <div className="card__body">
          <p className="payment-success__eyebrow">Payment successful</p>
          <h1 id="account-title" className="payment-success__title">
            Create your account
          </h1>
          <p className="payment-success__lead">Your subscription is paid. Choose your login details to start using BOLO Directory.</p>
          <form className="form" onSubmit={onSubmit} noValidate aria-label="Create your account">
            {problem ? (
              <p className="form-error" role="alert" id="account-error">
                {problem.message}
              </p>
            ) : null}
            <div className="form-row">{FIELDS.filter((field) => field.half).map(renderField)}</div>
            {FIELDS.filter((field) => !field.half).map(renderField)}
            <p className="payment-success__hint">{STRONG_RULES}</p>
            <Button type="submit" block size="lg" disabled={isAuthenticating}>
              {isAuthenticating ? 'Creating account...' : 'Create Account'}
            </Button>
          </form>
        </div>
      </section>
    </div>
  );
}
