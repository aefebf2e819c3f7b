import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES, signUpFormSchema } from '@bolo/contracts';
import { Button, toast, useAuth, usePageTitle, TextField } from '@bolo/web';
import { AuthCard } from './AuthCard';
import { firstIssue } from './validation';
import type { FieldIssue } from './validation';

const EMPTY_FORM = { firstName: '', lastName: '', email: '', username: '', password: '', confirmPassword: '' };
type SignUpForm = typeof EMPTY_FORM;

const FIELDS: ReadonlyArray<{ name: keyof SignUpForm; label: string; type?: string; autoComplete: string; half?: boolean }> = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

export default function SignUpPage() {
  usePageTitle('Create Account');
  const { signUp, isAuthenticating } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState<SignUpForm>(EMPTY_FORM);
  const [problem, setProblem] = useState<FieldIssue | null>(null);

  const update = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setForm((current) => ({ ...current, [name]: value }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signUpFormSchema.safeParse(form);
    if (!parsed.success) {
      setProblem(firstIssue(parsed.error));
      return;
    }
    setProblem(null);
    const { username, password, email, firstName, lastName } = parsed.data;
    try {
      const result = await signUp({ username, password, email, firstName: firstName ?? '', lastName: lastName ?? '' });
      toast({ title: 'Welcome to BOLO Directory!', description: result.message });
      navigate('/directory');
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : MESSAGES.auth.signUpFailed.description;
      toast({ title: MESSAGES.auth.signUpFailed.title, description: message, variant: 'destructive' });
    }
  }

  const renderField = (field: (typeof FIELDS)[number]) => (
    <TextField
      key={field.name}
      id={`signup-${field.name}`}
      name={field.name}
      label={field.label}
      type={field.type}
      autoComplete={field.autoComplete}
      value={form[field.name]}
      onChange={update}
      errorId={problem?.fields.includes(field.name) ? 'signup-error' : undefined}
    />
  );

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
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Create account">
        {problem ? (
          <p className="form-error" role="alert" id="signup-error">
            {problem.message}
          </p>
        ) : null}
        <div className="form-row">{FIELDS.filter((field) => field.half).map(renderField)}</div>
        {FIELDS.filter((field) => !field.half).map(renderField)}
        <Button type="submit" block size="lg" disabled={isAuthenticating}>
          {isAuthenticating ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
