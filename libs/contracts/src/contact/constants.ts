// The contact form (spec admin-side §3, §5, §9). The bounds are this product's: the spec says only
// that every field is required and the e-mail must be an address.

export const CONTACT_NAME_MAX_LENGTH = 100;
/** The SMTP path limit, as users.email. */
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** The message box's rows on /contact. */
export const CONTACT_MESSAGE_ROWS = 6;
/** The one type a contact message has (admin-side §3). */
export const CONTACT_MESSAGE_TYPE = 'Contact Form';
/** Support answers within this many hours on business days (admin-side §9). */
export const SUPPORT_RESPONSE_HOURS = 24;
/** Messages one client address may send in an hour (POST /api/help/contact). */
export const CONTACT_MESSAGES_PER_HOUR = 5;
/** Where contact messages go unless SUPPORT_EMAIL says otherwise (API and worker configuration). */
export const DEFAULT_SUPPORT_EMAIL = 'support@bolodirectory.com';
