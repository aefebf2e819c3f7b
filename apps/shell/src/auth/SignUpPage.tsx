import { useState } from 'react';
import type { FormEvent } from 'react';
import { signUpFormSchema, AUTH_MESSAGES } from '@bolo/contracts';
import { AccountFields, browserTimeZone, Button, FORM_IDS, formValues, toast, useAuth, useFormEcho, usePageTitle, Link, useNavigate } from '@bolo/web';
import { AuthCard } from './AuthCard';
import { firstIssue } from './validation';
import type { FieldIssue } from './validation';

export default function SignUpPage() {
  usePageTitle('Create Account');
  const { signUp, isAuthenticating } = useAuth();
  const navigate = useNavigate();
  // The server's answer to this form posted before the app started: the message, what was typed.
  const echo = useFormEcho(FORM_IDS.signup);
  const [problem, setProblem] = useState<FieldIssue | null>(echo?.message ? { message: echo.message, fields: echo.fields } : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signUpFormSchema.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      setProblem(firstIssue(parsed.error));
      return;
    }
    setProblem(null);
    const { username, password, email, firstName, lastName } = parsed.data;
    try {
      // The browser's zone goes along: the weekly digest comes at the member's hour from the first week.
      const result = await signUp({ username, password, email, firstName: firstName ?? '', lastName: lastName ?? '', timeZone: browserTimeZone() });
      toast({ title: 'Welcome to BOLO Directory!', description: result.message });
      navigate('/directory');
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : AUTH_MESSAGES.signUpFailed.description;
      toast({ title: AUTH_MESSAGES.signUpFailed.title, description: message, variant: 'destructive' });
    }
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join BOLO Directory and start finding profitable items"
      footer={
        <>
          <p>
            Already have an account? <Link to="/login">Sign in</Link>
          </p>
          <p>
            <Link to="/">← Back to home</Link>
          </p>
        </>
      }
    >
      <form className="form" method="post" onSubmit={onSubmit} noValidate aria-label="Create account">
        {problem ? (
          <p className="form-error" role="alert" id="signup-error">
            {problem.message}
          </p>
        ) : null}
        <AccountFields idPrefix="signup" defaults={echo?.values} invalidFields={problem?.fields} errorId="signup-error" />
        <Button type="submit" block size="lg" disabled={isAuthenticating}>
          {isAuthenticating ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
