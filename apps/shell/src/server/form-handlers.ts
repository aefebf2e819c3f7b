// What each form does when the web server handles its post (form-posts.ts): the page's own
// checks (the same schema from @bolo/contracts and the same first-issue rule), then the API
// call the page makes, then where the page goes, or the page again with the message and what
// was typed (never a password). Every server rule (rate limits, taken names, sessions) stays
// in the API: its refusal is relayed as it came.
import {
  AUTH_MESSAGES,
  CHECKOUT_MESSAGES,
  CHECKOUT_SESSION_ID_PATTERN,
  CONTACT_MESSAGE_TYPE,
  CONTACT_MESSAGES,
  checkoutRequestSchema,
  contactMessageSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpFormSchema,
} from '@bolo/contracts';
import { FORM_IDS } from '@bolo/web';
import type { FormEcho, FormId } from '@bolo/web';
import { firstIssue } from '../auth/validation';
import type { FieldIssue } from '../auth/validation';
import { cookiesAfter } from './api-call';
import type { ApiAnswer, ApiCall } from './api-call';
import { checkPaymentAccount } from './payment-account-rules';

export interface FormPost {
  /** The posted fields (text only). */
  values: Record<string, string>;
  /** The page address's query (the reset token, the checkout session id). */
  query: URLSearchParams;
  /** The request's own Cookie header. */
  cookie: string | undefined;
  api: ApiCall;
}

/** Go on to `redirect` (303), or answer the page again with `echo` in `status`. Cookies: the API's, as it set them. */
export type FormOutcome = { redirect: string; cookies: string[] } | { status: number; echo: FormEcho; cookies: string[] };

export type FormHandler = (post: FormPost) => Promise<FormOutcome>;

/** The API failed (5xx) or could not be reached: the page's own "try again" words. */
const UPSTREAM_FAILED = 502;

function pick(values: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, values[name] ?? '']));
}

const ok = (answer: ApiAnswer) => answer.status >= 200 && answer.status < 300;

function again(form: FormId, values: Record<string, string>, status: number, issue: FieldIssue, cookies: string[] = []): FormOutcome {
  return { status, echo: { form, values, message: issue.message, fields: issue.fields, done: false }, cookies };
}

/** A refused call: the API's 4xx message (else `fallback`); a 5xx or no answer gives `tryAgain`. */
function refused(form: FormId, values: Record<string, string>, answer: ApiAnswer, fallback: string, tryAgain: string): FormOutcome {
  if (answer.status === 0 || answer.status >= 500) return again(form, values, UPSTREAM_FAILED, { message: tryAgain, fields: [] }, answer.cookies);
  const said = answer.body.message;
  return again(form, values, answer.status, { message: typeof said === 'string' && said ? said : fallback, fields: [] }, answer.cookies);
}

/** /login: success goes to the directory, signed in (the API's session cookie). */
export const signIn: FormHandler = async ({ values, api }) => {
  const echoed = pick(values, ['username']);
  const parsed = signInSchema.safeParse(pick(values, ['username', 'password']));
  if (!parsed.success) return again(FORM_IDS.login, echoed, 400, firstIssue(parsed.error));
  const answer = await api('/api/auth/signin', parsed.data);
  if (ok(answer)) return { redirect: '/directory', cookies: answer.cookies };
  return refused(FORM_IDS.login, echoed, answer, AUTH_MESSAGES.signInFailed.description, AUTH_MESSAGES.networkError);
};

/** /signup: success goes to the directory, signed in. */
export const signUp: FormHandler = async ({ values, api }) => {
  const echoed = pick(values, ['firstName', 'lastName', 'email', 'username']);
  const parsed = signUpFormSchema.safeParse(pick(values, ['firstName', 'lastName', 'email', 'username', 'password', 'confirmPassword']));
  if (!parsed.success) return again(FORM_IDS.signup, echoed, 400, firstIssue(parsed.error));
  const { username, password, email, firstName, lastName } = parsed.data;
  // Posted before the app started, the form cannot know the browser's time zone: the digest uses
  // the default zone until the member saves their e-mail preferences.
  const answer = await api('/api/auth/signup', { username, password, email, firstName: firstName ?? '', lastName: lastName ?? '' });
  if (ok(answer)) return { redirect: '/directory', cookies: answer.cookies };
  return refused(FORM_IDS.signup, echoed, answer, AUTH_MESSAGES.signUpFailed.description, AUTH_MESSAGES.networkError);
};

/** /forgot-password: the page's 'Check Your Email' confirmation. */
export const forgotPassword: FormHandler = async ({ values, api }) => {
  const echoed = pick(values, ['email']);
  const parsed = forgotPasswordSchema.safeParse(echoed);
  if (!parsed.success) return again(FORM_IDS.forgotPassword, echoed, 400, firstIssue(parsed.error));
  const answer = await api('/api/auth/forgot-password', parsed.data);
  if (ok(answer)) return { status: 200, echo: { form: FORM_IDS.forgotPassword, values: { email: parsed.data.email }, message: null, fields: [], done: true }, cookies: answer.cookies };
  return refused(FORM_IDS.forgotPassword, echoed, answer, AUTH_MESSAGES.forgotPasswordFailed.description, AUTH_MESSAGES.networkError);
};

/** /reset-password?token=…: success goes to the sign-in page. */
export const resetPassword: FormHandler = async ({ values, query, api }) => {
  const { newPassword = '', confirmPassword = '' } = values;
  if (newPassword !== confirmPassword) return again(FORM_IDS.resetPassword, {}, 400, { message: AUTH_MESSAGES.passwordsDoNotMatch, fields: ['confirmPassword'] });
  const parsed = resetPasswordSchema.safeParse({ token: query.get('token') ?? '', newPassword });
  if (!parsed.success) return again(FORM_IDS.resetPassword, {}, 400, firstIssue(parsed.error));
  const answer = await api('/api/auth/reset-password', parsed.data);
  if (ok(answer)) return { redirect: '/login', cookies: answer.cookies };
  return refused(FORM_IDS.resetPassword, {}, answer, AUTH_MESSAGES.resetFailed.description, AUTH_MESSAGES.networkError);
};

/**
 * /payment-success?session_id=…: the account made after paying, then the payment linked to it
 * (both as the page does), then the welcome. A link the API refuses is left to the page at the
 * same address, which says what the refusal means.
 */
export const paymentAccount: FormHandler = async ({ values, query, cookie, api }) => {
  const sessionId = query.get('session_id')?.trim() ?? '';
  const address = `/payment-success?${new URLSearchParams({ session_id: sessionId })}`;
  if (!CHECKOUT_SESSION_ID_PATTERN.test(sessionId)) return { redirect: '/payment-success', cookies: [] };
  const echoed = pick(values, ['firstName', 'lastName', 'email', 'username']);
  const checked = checkPaymentAccount(values);
  if (!checked.ok) return again(FORM_IDS.paymentAccount, echoed, 400, checked);
  const created = await api('/api/auth/signup', checked.input);
  if (!ok(created)) return refused(FORM_IDS.paymentAccount, echoed, created, CHECKOUT_MESSAGES.accountCreationFailed, AUTH_MESSAGES.networkError);
  const linked = await api('/api/link-subscription', { sessionId }, { cookie: cookiesAfter(cookie, created.cookies) });
  const cookies = [...created.cookies, ...linked.cookies];
  return ok(linked) ? { redirect: '/payment-success', cookies } : { redirect: address, cookies };
};

/** /pricing: the chosen plan's checkout session (the user, if any, comes from the cookie), then its page. */
export const choosePlan: FormHandler = async ({ values, api }) => {
  const failed = CHECKOUT_MESSAGES.subscriptionFailed.description;
  const parsed = checkoutRequestSchema.safeParse(pick(values, ['plan']));
  if (!parsed.success) return again(FORM_IDS.pricing, {}, 400, firstIssue(parsed.error));
  const answer = await api('/api/create-checkout-session', parsed.data);
  if (!ok(answer)) return refused(FORM_IDS.pricing, {}, answer, failed, failed);
  const url = typeof answer.body.url === 'string' ? answer.body.url : '';
  // A missing checkout address counts as a failure (spec member-side §8).
  if (!/^https?:\/\//.test(url)) return again(FORM_IDS.pricing, {}, UPSTREAM_FAILED, { message: failed, fields: [] }, answer.cookies);
  return { redirect: url, cookies: answer.cookies };
};

const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** /contact: the page again, with the confirmation and an empty form. */
export const contact: FormHandler = async ({ values, api }) => {
  const echoed = pick(values, CONTACT_FIELDS);
  const parsed = contactMessageSchema.safeParse({ ...echoed, type: CONTACT_MESSAGE_TYPE });
  if (!parsed.success) return again(FORM_IDS.contact, echoed, 400, firstIssue(parsed.error));
  const answer = await api('/api/help/contact', parsed.data);
  const failed = CONTACT_MESSAGES.failed.description;
  if (ok(answer)) {
    // The page counts an answer without `success: true` as a failure too.
    if (answer.body.success !== true) return again(FORM_IDS.contact, echoed, UPSTREAM_FAILED, { message: failed, fields: [] }, answer.cookies);
    const said = typeof answer.body.message === 'string' && answer.body.message ? answer.body.message : CONTACT_MESSAGES.sent.description;
    return { status: 200, echo: { form: FORM_IDS.contact, values: {}, message: said, fields: [], done: true }, cookies: answer.cookies };
  }
  // The contact API names its refusal in `error` (the same text as `message`), which the page reads.
  const error = typeof answer.body.error === 'string' && answer.body.error ? answer.body.error : answer.body.message;
  return refused(FORM_IDS.contact, echoed, { ...answer, body: { ...answer.body, message: error } }, failed, failed);
};

/** The menu's Sign Out (POST /signout): the session ended as the app ends it, then home. */
export const signOut: FormHandler = async ({ api }) => {
  const answer = await api('/api/auth/signout', {});
  return { redirect: '/', cookies: answer.cookies };
};
