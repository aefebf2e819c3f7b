import { useState } from 'react';
import type { FormEvent } from 'react';
import { AUTH_MESSAGES, CHECKOUT_MESSAGES } from '@bolo/contracts';
import { AccountFields, browserTimeZone, Button, FORM_IDS, formValues, toast, useAuth, useFormEcho } from '@bolo/web';
import { toAccountForm, validateAccountForm } from '../lib/account-form';

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
  // The server's answer to this form posted before the app started: the message, what was typed.
  const echo = useFormEcho(FORM_IDS.paymentAccount);
  const [problem, setProblem] = useState<{ message: string; fields: string[] } | null>(echo?.message ? { message: echo.message, fields: echo.fields } : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateAccountForm(toAccountForm(formValues(event.currentTarget)));
    if (!checked.ok) {
      setProblem({ message: checked.message, fields: checked.fields });
      return;
    }
    setProblem(null);
    onStart();
    try {
      // The browser's zone goes along, as on /signup: the weekly digest at the member's hour.
      await signUp({ ...checked.input, timeZone: browserTimeZone() });
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
            <AccountFields idPrefix="account" defaults={echo?.values} invalidFields={problem?.fields} errorId="account-error" />
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
