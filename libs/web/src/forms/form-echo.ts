// The "form echo": what the web server says about a form it handled itself, because it was
// posted before the browser's scripts ran (or without them). The server renders the page again
// with it (the typed values, the message) and embeds it as JSON, so the app's first render in
// the browser shows exactly the same form.

/** The forms the web server handles (apps/shell/src/server/form-posts.ts). */
export const FORM_IDS = {
  login: 'login',
  signup: 'signup',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  paymentAccount: 'payment-account',
  pricing: 'pricing',
  contact: 'contact',
} as const;
export type FormId = (typeof FORM_IDS)[keyof typeof FORM_IDS];

export interface FormEcho {
  form: FormId;
  /** What was typed, passwords never included. */
  values: Record<string, string>;
  /** The form's error line, or with `done` its confirmation; null for none. */
  message: string | null;
  /** The fields the message is about (marked invalid). */
  fields: string[];
  /** True when the server carried the form out and the page shows its outcome (an e-mail sent). */
  done: boolean;
}

/** The page's <script type="application/json"> that carries the echo to the browser. */
export const FORM_ECHO_ELEMENT_ID = 'bolo-form-echo';

let pageEcho: FormEcho | null | undefined;

/** The echo embedded in this page, read once; null when there is none (or on the server). */
export function readPageFormEcho(): FormEcho | null {
  if (pageEcho !== undefined) return pageEcho;
  pageEcho = null;
  if (typeof document === 'undefined') return pageEcho;
  const text = document.getElementById(FORM_ECHO_ELEMENT_ID)?.textContent;
  try {
    if (text) pageEcho = JSON.parse(text) as FormEcho;
  } catch {
    // A broken echo is no echo: the form starts empty.
  }
  return pageEcho;
}
