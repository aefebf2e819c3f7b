import { z } from 'zod';
import { ALERT_MAIL_KINDS } from '../notifications/constants';
import { defineJob } from './define-job';
import { ISO_WEEK_PATTERN } from './weekly-digest';

const to = z.string().email({ error: 'to must be an e-mail address' });

/**
 * The e-mails the product sends. Job data is visible to admins on the queue dashboard and kept
 * after the job ends, so it never carries a secret: a password reset names its request's row, and
 * the worker mints the token and reads the address when it sends (docs/decisions.md).
 */
export const emailPayloadSchema = z.discriminatedUnion('template', [
  z.strictObject({ template: z.literal('password-reset'), resetTokenId: z.number().int().positive() }),
  z.object({ template: z.literal('payment-receipt'), to, username: z.string(), plan: z.enum(['monthly', 'annual']), amountCents: z.number().int().nonnegative(), currency: z.string().length(3), invoiceId: z.string().min(1), paidAt: z.string() }),
  z.object({ template: z.literal('payment-failed'), to, username: z.string(), invoiceId: z.string().min(1), profileUrl: z.string().url() }),
  z.object({ template: z.literal('subscription-canceled'), to, username: z.string(), accessEndsAt: z.string(), subscriptionId: z.string().min(1) }),
  // A member's proposal was published: the worker reads the item and its proposer when it sends,
  // so a changed address is honoured and an item unpublished or deleted meanwhile sends nothing.
  z.strictObject({ template: z.literal('proposal-published'), itemId: z.number().int().positive() }),
  // A contact form message to support: the worker reads the stored message when it sends, so the
  // sender's address and words stay out of job data.
  z.strictObject({ template: z.literal('contact-message'), contactMessageId: z.number().int().positive() }),
  // New finds for a member's saved searches (issue 22): the alerts waiting since `since` for an
  // e-mail of this kind, claimed by the job when it runs (so one e-mail carries every alert of a
  // CSV import), with the member's address and preferences read then.
  z.strictObject({ template: z.literal('search-alerts'), userId: z.number().int().positive(), kind: z.enum(ALERT_MAIL_KINDS), since: z.iso.datetime({ offset: true }) }),
  // A member's weekly digest: the finds the run picked (digest_sends), the address read when it sends.
  z.strictObject({ template: z.literal('weekly-digest'), userId: z.number().int().positive(), week: z.string().regex(ISO_WEEK_PATTERN) }),
]);
export type EmailPayload = z.output<typeof emailPayloadSchema>;
export type EmailTemplate = EmailPayload['template'];

function reasonOf(p: EmailPayload): string | number {
  switch (p.template) {
    case 'password-reset':
      return p.resetTokenId;
    case 'subscription-canceled':
      return p.subscriptionId;
    case 'proposal-published':
      return p.itemId;
    case 'contact-message':
      return p.contactMessageId;
    case 'search-alerts':
      return `${p.kind}-${p.userId}-${Date.parse(p.since)}`;
    case 'weekly-digest':
      return `${p.week}-${p.userId}`;
    default:
      return p.invoiceId;
  }
}

/** One e-mail, sent by the worker over SMTP (services/worker/src/email) with retries. */
export const sendEmailJob = defineJob({
  queue: 'email',
  name: 'send-email',
  payload: emailPayloadSchema,
  // One message per reason: a reset request, an invoice, a cancellation, a published proposal
  // (publishing it again while the job is kept sends nothing more), a contact message, a batch of
  // alerts (named by when it began waiting), a member's digest of one week.
  jobId: (p) => `${p.template}-${reasonOf(p)}`.replace(/[^A-Za-z0-9_-]/g, '_'),
  options: {
    attempts: 6,
    backoff: { type: 'exponential', delay: 5000 },
    removeOnComplete: { age: 24 * 60 * 60 },
    removeOnFail: { age: 30 * 24 * 60 * 60 },
  },
});
