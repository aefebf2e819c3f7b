import { useState } from 'react';
import type { FormEvent } from 'react';
import { AUTH_MESSAGES } from '@bolo/contracts';
import { Button, FORM_IDS, formValues, toast, useAuth, useFormEcho, usePageTitle, TextField, Link, useNavigate } from '@bolo/web';
import { AuthCard } from './AuthCard';
import { firstIssue } from './validation';
import type { FieldIssue } from './validation';

const loadSignInSchema = () => import('./sign-in-schema').then((module) => module.signInSchema);

export default function LoginPage() {
  usePageTitle('Sign In');
  const { signIn, isAuthenticating } = useAuth();
  const navigate = useNavigate();
  // The server's answer to this form posted before the app started: the message, the username.
  const echo = useFormEcho(FORM_IDS.login);
  const [problem, setProblem] = useState<FieldIssue | null>(echo?.message ? { message: echo.message, fields: echo.fields } : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { username, password } = formValues(event.currentTarget);
    const parsed = (await loadSignInSchema()).safeParse({ username, password });
    if (!parsed.success) {
      setProblem(firstIssue(parsed.error));
      return;
    }
    setProblem(null);
    try {
      await signIn(parsed.data.username, parsed.data.password);
      toast({ title: AUTH_MESSAGES.signInSuccess });
      navigate('/directory');
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : AUTH_MESSAGES.signInFailed.description;
      toast({ title: AUTH_MESSAGES.signInFailed.title, description: message, variant: 'destructive' });
    }
  }

  const errorIdFor = (field: string) => (problem?.fields.includes(field) ? 'login-error' : undefined);

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to your BOLO Directory account"
      footer={
        <>
          <p>
            Don&apos;t have an account? <Link to="/pricing">Sign up</Link>
          </p>
          <p>
            <Link to="/">← Back to home</Link>
          </p>
        </>
      }
    >
      <form className="form" method="post" onSubmit={onSubmit} noValidate aria-label="Sign in">
        {problem ? (
          <p className="form-error" role="alert" id="login-error">
            {problem.message}
          </p>
        ) : null}
        <TextField
          id="login-username"
          name="username"
          label="Username"
          autoComplete="username"
          defaultValue={echo?.values.username ?? ''}
          errorId={errorIdFor('username')}
        />
        <TextField
          id="login-password"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          defaultValue=""
          errorId={errorIdFor('password')}
          aside={
            <Link to="/forgot-password" className="field__aside">
              Forgot password?
            </Link>
          }
        />
        <Button type="submit" block size="lg" disabled={isAuthenticating}>
          {isAuthenticating ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
