// The post-payment account form's rules (spec member-side §5), in the order the page checks them
// (apps/member-mfe/src/features/payment-success/lib/account-form.ts; apps never import apps, and
// @bolo/web stays free of zod): every field required, matching passwords, the strong password,
// then the server's sign-up rules. The same schemas from @bolo/contracts, so the same messages.
import { AUTH_MESSAGES, signUpSchema, strongPasswordSchema } from '@bolo/contracts';
import type { SignUpInput } from '@bolo/contracts';
import type { FieldIssue } from '../auth/validation';

/** The page's wording for an empty field (the spec gives none). */
export const ALL_FIELDS_REQUIRED = 'All fields are required.';

const FIELDS = ['firstName', 'lastName', 'email', 'username', 'password', 'confirmPassword'] as const;

export function checkPaymentAccount(values: Record<string, string>): { ok: true; input: SignUpInput } | ({ ok: false } & FieldIssue) {
  const form = Object.fromEntries(FIELDS.map((name) => [name, values[name] ?? ''])) as Record<(typeof FIELDS)[number], string>;
  const trimmed = { ...form, firstName: form.firstName.trim(), lastName: form.lastName.trim(), email: form.email.trim(), username: form.username.trim() };
  const empty = FIELDS.filter((name) => trimmed[name] === '');
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
