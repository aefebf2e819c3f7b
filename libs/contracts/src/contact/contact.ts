// The contact message (spec admin-side §3 "Contact message", §5 "Contact form", §7 POST /api/help/contact).
import { z } from 'zod';
import type { ErrorResponse } from '../errors/error-codes';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_TYPE,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
} from './constants';
import { CONTACT_MESSAGES } from './messages';

const emailFormat = z.email();

/**
 * One text field: trimmed (a missing or null field reads as empty), then at most one message,
 * the first rule it breaks. Issues come out in field order (name, email, subject, message), the
 * order of the form, so issues[0] is what the form and the API show.
 */
function textField(rules: (value: string) => string | undefined, notText: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z.string({ error: notText }).superRefine((value, ctx) => {
      const problem = rules(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );
}

const bounded = (required: string, max: number, tooLong: string) => (value: string) =>
  value === '' ? required : value.length > max ? tooLong : undefined;

/** POST /api/help/contact and the contact form: the message as stored. */
export const contactMessageSchema = z.object({
  name: textField(bounded(CONTACT_MESSAGES.nameRequired, CONTACT_NAME_MAX_LENGTH, CONTACT_MESSAGES.nameTooLong), CONTACT_MESSAGES.nameRequired),
  email: textField(
    (value) =>
      value === ''
        ? CONTACT_MESSAGES.emailRequired
        : value.length > CONTACT_EMAIL_MAX_LENGTH
          ? CONTACT_MESSAGES.emailTooLong
          : emailFormat.safeParse(value).success
            ? undefined
            : CONTACT_MESSAGES.invalidEmail,
    CONTACT_MESSAGES.invalidEmail,
  ),
  subject: textField(bounded(CONTACT_MESSAGES.subjectRequired, CONTACT_SUBJECT_MAX_LENGTH, CONTACT_MESSAGES.subjectTooLong), CONTACT_MESSAGES.subjectRequired),
  message: textField(bounded(CONTACT_MESSAGES.messageRequired, CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES.messageTooLong), CONTACT_MESSAGES.messageRequired),
  /** Sent by the form as the spec's payload does; the only value, so it may be left out. */
  type: z.literal(CONTACT_MESSAGE_TYPE, { error: CONTACT_MESSAGES.invalidType }).default(CONTACT_MESSAGE_TYPE),
});

/** A contact message after validation (trimmed, type filled in). */
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/** What the contact form sends (admin-side §7): JSON name, email, subject, message, type. */
export interface ContactRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
  type?: typeof CONTACT_MESSAGE_TYPE;
}

/** 201 from POST /api/help/contact: `message` is "We'll get back to you within 24 hours." */
export interface ContactSuccessResponse {
  success: true;
  message: string;
}

/**
 * Every error answer of POST /api/help/contact (400 validation, 429 rate limit, 5xx): the API's
 * usual `{ message, code? }` plus `success: false` and `error` (the same text as `message`),
 * which the contact page reads (admin-side §7).
 */
export interface ContactErrorResponse extends ErrorResponse {
  success: false;
  error: string;
}

export type ContactResponse = ContactSuccessResponse | ContactErrorResponse;

/** GET /api/help/contact-info (public, cacheable): where the contact, privacy and terms pages tell people to write. */
export interface ContactInfoResponse {
  /** The support address (SUPPORT_EMAIL). */
  email: string;
  /** Support replies within this many hours on business days. */
  responseHours: number;
}
