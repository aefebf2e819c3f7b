import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { AUTH_MESSAGES, resetPasswordSchema } from '@bolo/contracts';
import { Button, FORM_IDS, StatePage, errorMessage, formValues, toast, useFormEcho, usePageTitle, TextField, Link, useNavigate, useSearchParams } from '@bolo/web';
import { AuthCard } from './AuthCard';
import { firstIssue } from './validation';
import type { FieldIssue } from './validation';
import { useResetPasswordMutation } from './password-api';

const STRONG_RULES = 'At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&.';

/** /reset-password?token=… (spec member-side §2, §4, §5, §8). */
export default function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />;
}

function InvalidResetLink() {
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    toast({ ...AUTH_MESSAGES.invalidResetLink, variant: 'destructive' });
  }, []);
  return (
    <StatePage
      title={AUTH_MESSAGES.invalidResetLink.title}
      icon="lock"
      tone="danger"
      testId="invalid-reset-link"
      actions={
        <>
          <Button to="/forgot-password">Request a New Link</Button>
          <Button to="/login" variant="outline">
            Back to Login
          </Button>
        </>
      }
    >
      <p className="state-page__text">{AUTH_MESSAGES.invalidResetLink.description}</p>
    </StatePage>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  // The server's answer to this form posted before the app started (passwords never come back).
  const echo = useFormEcho(FORM_IDS.resetPassword);
  const [problem, setProblem] = useState<FieldIssue | null>(echo?.message ? { message: echo.message, fields: echo.fields } : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { newPassword = '', confirmPassword = '' } = formValues(event.currentTarget);
    if (newPassword !== confirmPassword) {
      setProblem({ message: AUTH_MESSAGES.passwordsDoNotMatch, fields: ['confirmPassword'] });
      return;
    }
    const parsed = resetPasswordSchema.safeParse({ token, newPassword });
    if (!parsed.success) {
      setProblem(firstIssue(parsed.error));
      return;
    }
    setProblem(null);
    const result = await resetPassword(parsed.data);
    if ('error' in result && result.error) {
      const { title, description } = AUTH_MESSAGES.resetFailed;
      toast({ title, description: errorMessage(result.error) ?? description, variant: 'destructive' });
      return;
    }
    toast({ title: AUTH_MESSAGES.resetSuccess, description: result.data?.message });
    navigate('/login', { replace: true });
  }

  const errorIdFor = (field: string) => (problem?.fields.includes(field) ? 'reset-error' : undefined);

  return (
    <AuthCard
      title="Choose a new password"
      subtitle={STRONG_RULES}
      footer={
        <p>
          <Link to="/login">← Back to Login</Link>
        </p>
      }
    >
      <form className="form" method="post" onSubmit={onSubmit} noValidate aria-label="Reset password">
        {problem ? (
          <p className="form-error" role="alert" id="reset-error">
            {problem.message}
          </p>
        ) : null}
        <TextField
          id="reset-new-password"
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          defaultValue=""
          errorId={errorIdFor('newPassword')}
        />
        <TextField
          id="reset-confirm-password"
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          defaultValue=""
          errorId={errorIdFor('confirmPassword')}
        />
        <Button type="submit" block size="lg" disabled={isLoading}>
          {isLoading ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
