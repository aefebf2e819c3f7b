// The contact page and its API (spec admin-side §5, §8).
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGES_PER_HOUR,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  CONTACT_MESSAGE_TYPE,
  SUPPORT_RESPONSE_HOURS,
} from './constants';

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX_LENGTH} characters`,
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  emailTooLong: `Email must be at most ${CONTACT_EMAIL_MAX_LENGTH} characters`,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CONTACT_SUBJECT_MAX_LENGTH} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
  invalidType: `type must be '${CONTACT_MESSAGE_TYPE}'`,
  /** The toast after a sent message; the API answers the description as `message`. */
  sent: { title: 'Message Sent!', description: `We'll get back to you within ${SUPPORT_RESPONSE_HOURS} hours.` },
  /** The toast for any failure: a non-OK answer or `success: false`. */
  failed: { title: 'Error', description: 'Failed to send message. Please try again.' },
  sending: 'Sending...',
  send: 'Send Message',
  /** The page's response-time note (§9). */
  responseTime: `We reply within ${SUPPORT_RESPONSE_HOURS} hours on business days.`,
  /** 429 of POST /api/help/contact. */
  tooMany: (supportEmail: string): string =>
    `You can send up to ${CONTACT_MESSAGES_PER_HOUR} messages an hour. Please try again later, or write to ${supportEmail}.`,
} as const;
