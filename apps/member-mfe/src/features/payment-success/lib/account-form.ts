// Spec member-side §5: the post-payment account form has the reset-password rules
// (8+ characters, all four character classes), every field required, matching passwords,
// and the server's username/e-mail rules so the form never sends what sign-up refuses.
import { AUTH_MESSAGES, signUpSchema, strongPasswordSchema } from '@bolo/contracts';
import type { SignUpInput } from '@bolo/contracts';
import { EMPTY_ACCOUNT_FORM } from '@bolo/web';
import type { AccountForm } from '@bolo/web';

/** UI text (the spec gives no wording for an empty field). */
export const ALL_FIELDS_REQUIRED = 'All fields are required.';

export type AccountFormResult = { ok: true; input: SignUpInput } | { ok: false; message: string; fields: string[] };

export function validateAccountForm(form: AccountForm): AccountFormResult {
  const trimmed = { ...form, firstName: form.firstName.trim(), lastName: form.lastName.trim(), email: form.email.trim(), username: form.username.trim() };
  const empty = (Object.keys(trimmed) as Array<keyof AccountForm>).filter((name) => trimmed[name] === '');
  if (empty.length > 0) return { ok: false, message: ALL_FIELDS_REQUIRED, fields: empty };
  if (form.password !== form.confirmPassword) return { ok: false, message: AUTH_MESSAGES.passwordsDoNotMatch, fields: ['confirmPassword'] };
  const strong = strongPasswordSchema.safeParse(form.password);
  if (!strong.success) return { ok: false, message: strong.error.issues[0]?.message ?? AUTH_MESSAGES.passwordComplexity, fields: ['password'] };
  const parsed = signUpSchema.safeParse({ username: trimmed.username, password: form.password, email: trimmed.email, firstName: trimmed.firstName, lastName: trimmed.lastName });
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    return { ok: false, message: first?.message ?? ALL_FIELDS_REQUIRED, fields: [String(first?.path[0] ?? '')] };
  }
  return { ok: true, input: parsed.data };
}

/** The account form's fields out of a form's values (missing ones empty, others ignored). */
export function toAccountForm(values: Record<string, string>): AccountForm {
  const form = { ...EMPTY_ACCOUNT_FORM };
  for (const name of Object.keys(form) as Array<keyof AccountForm>) form[name] = values[name] ?? '';
  return form;
}
