import { useState } from 'react';
import type { FormEvent } from 'react';
import { AUTH_MESSAGES, forgotPasswordSchema } from '@bolo/contracts';
import { Button, FORM_IDS, errorMessage, formValues, httpStatus, toast, useFormEcho, usePageTitle, TextField, Link } from '@bolo/web';
import { AuthCard } from './AuthCard';
import { firstIssue } from './validation';
import type { FieldIssue } from './validation';
import { useForgotPasswordMutation } from './password-api';

const TIPS = [
  'The link is valid for 1 hour and works once.',
  "Check your spam or junk folder if it hasn't arrived in a few minutes.",
  'Make sure you entered the e-mail address of your BOLO Directory account.',
];

/** /forgot-password (spec member-side §2, §4, §8): e-mail form, then the 'Check Your Email' confirmation. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  // The server's answer to this form posted before the app started: sent, or refused.
  const echo = useFormEcho(FORM_IDS.forgotPassword);
  const [problem, setProblem] = useState<FieldIssue | null>(echo?.message && !echo.done ? { message: echo.message, fields: echo.fields } : null);
  const [sentTo, setSentTo] = useState<string | null>(echo?.done ? (echo.values.email ?? '') : null);
  // The address last typed, for the form shown again by 'Send another link'.
  const [email, setEmail] = useState(echo?.values.email ?? '');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = formValues(event.currentTarget).email ?? '';
    setEmail(typed);
    const parsed = forgotPasswordSchema.safeParse({ email: typed });
    if (!parsed.success) {
      setProblem(firstIssue(parsed.error));
      return;
    }
    setProblem(null);
    const result = await forgotPassword(parsed.data);
    if ('error' in result && result.error) {
      const { title, description } = AUTH_MESSAGES.forgotPasswordFailed;
      const text = httpStatus(result.error) === null ? AUTH_MESSAGES.networkError : (errorMessage(result.error) ?? description);
      toast({ title, description: text, variant: 'destructive' });
      return;
    }
    toast({ title: AUTH_MESSAGES.resetLinkSent, description: result.data?.message });
    setSentTo(parsed.data.email);
  }

  if (sentTo !== null) {
    return (
      <AuthCard
        title={AUTH_MESSAGES.checkYourEmail}
        subtitle={`If an account exists for ${sentTo}, we have sent it a link to reset your password.`}
        footer={
          <p>
            Didn&apos;t get it?{' '}
            {/* A link: without the app it opens the empty form again. */}
            <Link to="/forgot-password" className="auth-card__link-button" onClick={() => setSentTo(null)}>
              Send another link
            </Link>
          </p>
        }
      >
        <ul className="auth-tips" aria-label="Tips">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <Button to="/login" block size="lg">
          Back to Login
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to reset your password."
      footer={
        <p>
          Remembered it? <Link to="/login">Back to Login</Link>
        </p>
      }
    >
      <form className="form" method="post" onSubmit={onSubmit} noValidate aria-label="Forgot password">
        {problem ? (
          <p className="form-error" role="alert" id="forgot-error">
            {problem.message}
          </p>
        ) : null}
        <TextField
          id="forgot-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          errorId={problem ? 'forgot-error' : undefined}
        />
        <Button type="submit" block size="lg" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthCard>
  );
}
