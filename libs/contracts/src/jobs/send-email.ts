import { z } from 'zod';
import { defineJob } from './define-job';

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
  // (publishing it again while the job is kept sends nothing more), a contact message.
  jobId: (p) => `${p.template}-${reasonOf(p)}`.replace(/[^A-Za-z0-9_-]/g, '_'),
  options: {
    attempts: 6,
    backoff: { type: 'exponential', delay: 5000 },
    removeOnComplete: { age: 24 * 60 * 60 },
    removeOnFail: { age: 30 * 24 * 60 * 60 },
  },
});
