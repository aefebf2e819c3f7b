import { z } from 'zod';
import { defineJob } from './define-job';

/** The Stripe events the worker acts on; every other verified event is acknowledged and dropped. */
export const BILLING_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type BillingEventType = (typeof BILLING_EVENT_TYPES)[number];

export const billingEventPayloadSchema = z.object({
  /** Stripe's event id (evt_...): the job id, and the key that makes processing happen once. */
  eventId: z.string().regex(/^evt_[A-Za-z0-9_]+$/, { error: 'eventId must be a Stripe event id' }),
  type: z.enum(BILLING_EVENT_TYPES, { error: 'type must be a billing event the worker handles' }),
  /** When Stripe created the event (Unix seconds): older events never overwrite newer state. */
  created: z.number().int().positive(),
  /** The id of the event's object (checkout session, subscription or invoice); the worker re-reads it from Stripe. */
  objectId: z.string().regex(/^(cs|sub|in)_[A-Za-z0-9_]+$/, { error: 'objectId must be a checkout session, subscription or invoice id' }),
});
export type BillingEventPayload = z.output<typeof billingEventPayloadSchema>;

/**
 * One verified Stripe webhook event, processed by the worker (services/worker/src/billing). The
 * webhook answers 2xx once this is queued; the event id as job id drops a redelivery while the
 * first is still queued, and the processed-events table drops it after.
 */
export const billingEventJob = defineJob({
  queue: 'billing',
  name: 'billing-event',
  payload: billingEventPayloadSchema,
  jobId: ({ eventId }) => eventId,
  options: {
    attempts: 8,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: { age: 24 * 60 * 60 },
    // Failed jobs stay a month with their reason, for an operator to see and retry.
    removeOnFail: { age: 30 * 24 * 60 * 60 },
  },
});
