import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { AUTH_MESSAGES, CHECKOUT_MESSAGES } from '@bolo/contracts';
import { AccountFields, Button, EMPTY_ACCOUNT_FORM, toast, useAuth } from '@bolo/web';
import type { AccountForm } from '@bolo/web';
import { validateAccountForm } from '../lib/account-form';


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


  return (
    <div className="container member-page payment-success">
      <section className="card payment-success__card" aria-labelledby="account-title">
        <div className="card__body">
          <p className="payment-success__eyebrow">Payment successful</p>
          <h1 id="account-title" className="payment-success__title">
            Create your account
          </h1>
          <p className="payment-success__lead">Your subscription is paid. Choose your login details to start using BOLO Directory.</p>
          <form className="form" method="post" onSubmit={onSubmit} noValidate aria-label="Create your account">
            {problem ? (
              <p className="form-error" role="alert" id="account-error">
                {problem.message}
              </p>
            ) : null}
            <AccountFields idPrefix="account" form={form} onChange={update} invalidFields={problem?.fields} errorId="account-error" />
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
