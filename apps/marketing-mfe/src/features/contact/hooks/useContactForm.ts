import { useState } from 'react';
import { CONTACT_MESSAGE_TYPE, CONTACT_MESSAGES, contactMessageSchema } from '@bolo/contracts';
import { FORM_IDS, httpStatus, toast, useFormEcho } from '@bolo/web';
import type { FormEcho } from '@bolo/web';
import { useSendContactMessageMutation } from '../api/contact-api';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The contact fields out of a form's values (or the server's echo of them). */
export function contactValues(values: Record<string, string> = {}): ContactValues {
  return { name: values.name ?? '', email: values.email ?? '', subject: values.subject ?? '', message: values.message ?? '' };
}

/** The server's refusal of a form posted before the app started: its message under each field it names. */
function echoedErrors(echo: FormEcho | null): ContactErrors {
  if (!echo?.message || echo.done) return {};
  return Object.fromEntries(echo.fields.filter((field) => (CONTACT_FIELDS as readonly string[]).includes(field)).map((field) => [field, echo.message]));
}

/**
 * The contact form's states (spec admin-side §4): idle, sending ('Sending...', disabled), then
 * success (toast, form reset) or failure (toast, the visitor's text kept). Fields are checked
 * with the API's own schema and messages before anything is sent.
 */
export function useContactForm() {
  // The web server's answer to the form posted before the app started (sent, or refused).
  const echo = useFormEcho(FORM_IDS.contact);
  const [values, setValues] = useState<ContactValues>(() => (echo?.done ? EMPTY : contactValues(echo?.values)));
  const [errors, setErrors] = useState<ContactErrors>(() => echoedErrors(echo));
  /** What the API said when it refused the message (a rate limit, say), shown under the form. */
  const [serverError, setServerError] = useState<string | null>(echo?.message && !echo.done && echo.fields.length === 0 ? echo.message : null);
  /** The confirmation of a message the web server sent for the form posted without the app. */
  const [sentNotice, setSentNotice] = useState<string | null>(echo?.done ? echo.message : null);
  const [send, { isLoading: sending }] = useSendContactMessageMutation();

  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /**
   * Sends what the form holds now (`typed`, read from the page: text typed while the app
   * started is included). Returns the first invalid field (to focus), or null once the message
   * is on its way or refused.
   */
  async function submit(typed: ContactValues = values): Promise<ContactField | null> {
    if (sending) return null;
    setValues(typed);
    setSentNotice(null);
    const parsed = contactMessageSchema.safeParse({ ...typed, type: CONTACT_MESSAGE_TYPE });
    if (!parsed.success) {
      const found: ContactErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ContactField;
        if (CONTACT_FIELDS.includes(field)) found[field] ??= issue.message;
      }
      setErrors(found);
      return CONTACT_FIELDS.find((field) => found[field]) ?? null;
    }
    setErrors({});
    setServerError(null);
    try {
      const answer = await send(parsed.data).unwrap();
      if (answer?.success !== true) throw new Error('The message was not accepted');
      toast(CONTACT_MESSAGES.sent);
      setValues(EMPTY);
    } catch (error) {
      toast({ ...CONTACT_MESSAGES.failed, variant: 'destructive' });
      setServerError(refusal(error));
    }
    return null;
  }

  return { values, errors, serverError, sentNotice, sending, change, submit };
}

/** The API's reason for a 4xx (`error`, or `message`): something the visitor can act on. Else null. */
function refusal(error: unknown): string | null {
  const status = httpStatus(error);
  if (status === null || status < 400 || status >= 500) return null;
  const data = (error as { data?: { error?: unknown; message?: unknown } }).data;
  const text = data?.error ?? data?.message;
  return typeof text === 'string' && text ? text : null;
}
