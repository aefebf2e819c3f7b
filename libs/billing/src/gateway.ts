import type { PlanId } from '@bolo/contracts';

/** A checkout session as the product needs it (Stripe's `checkout.session`, reduced). */
export interface CheckoutSessionView {
  id: string;
  /** 'open' | 'complete' | 'expired' */
  status: string;
  /** 'paid' | 'unpaid' | 'no_payment_required' */
  paymentStatus: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** The user id the session was created for (client_reference_id), when a signed-in user started it. */
  userId: number | null;
  customerEmail: string | null;
  plan: PlanId | null;
}

/** A subscription as the product needs it; billing periods come from its item (current API versions). */
export interface SubscriptionView {
  id: string;
  customerId: string;
  /** Stripe's status: 'active' | 'past_due' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'trialing' | 'unpaid' | 'paused' */
  status: string;
  plan: PlanId | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** Set when a schedule will switch the plan at the period end (annual -> monthly). */
  scheduledPlan: PlanId | null;
  /** When that switch happens (the start of the schedule's phase with the other price); null without one. */
  scheduledChangeAt: Date | null;
  endedAt: Date | null;
  /** metadata.userId, when the subscription was started by a signed-in user. */
  userId: number | null;
}

/** A paid or failed invoice (payments rows, receipts). The subscription is read from invoice.parent.subscription_details. */
export interface InvoiceView {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  /** 'draft' | 'open' | 'paid' | 'uncollectible' | 'void' */
  status: string;
  amountPaidCents: number;
  amountDueCents: number;
  currency: string;
  paidAt: Date | null;
  plan: PlanId | null;
  /** Proration lines (an upgrade's invoice): description and amount in cents. */
  lines: Array<{ description: string | null; amountCents: number; proration: boolean }>;
}

/** A verified webhook event: only what the webhook needs to queue it. */
export interface VerifiedEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  /** The id of event.data.object. */
  objectId: string;
}

/** Thrown by `verifyWebhook` for a missing or wrong signature (the webhook answers 400). */
export class WebhookSignatureError extends Error {}

/** Thrown by the test-mode-only calls (demo data) when the gateway holds a live key. */
export class LiveModeRefusedError extends Error {}

/**
 * Everything the product asks of the payment provider, over the real `stripe` SDK. The API and
 * the worker use it; offline the same SDK talks to tools/stripe-emulator (see createBillingGateway).
 */
export interface BillingGateway {
  /** Mode subscription with the plan's price; reuses `customerId`; names the user (client_reference_id, metadata) when there is one. */
  createCheckoutSession(input: { plan: PlanId; userId: number | null; customerId: string | null; email: string | null }): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionView | null>;
  retrieveSubscription(id: string): Promise<SubscriptionView | null>;
  retrieveInvoice(id: string): Promise<InvoiceView | null>;
  /** Monthly -> annual now, prorated (the difference is invoiced at once). */
  upgradeToAnnual(subscriptionId: string): Promise<SubscriptionView>;
  /** Annual -> monthly at the end of the current period, through a subscription schedule. */
  switchToMonthlyAtPeriodEnd(subscriptionId: string): Promise<SubscriptionView>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionView>;
  /** A page where the customer updates their card (past-due members). */
  createPortalSession(customerId: string): Promise<{ url: string }>;
  /**
   * Test mode only (demo data, never the product's own flows): a customer whose default payment
   * method is Stripe's test Visa card (`pm_card_visa`), so a subscription can start without a
   * checkout page. Throws `LiveModeRefusedError` with a live key: demo data never takes real money.
   */
  createTestCustomer(input: { email: string | null; name: string | null; metadata?: Record<string, string> }): Promise<{ id: string }>;
  /** Whether the provider still has this customer (not deleted) with a default payment method to charge. */
  customerCanPay(customerId: string): Promise<boolean>;
  /**
   * Starts a subscription to the plan for a customer with a default payment method, charged at once
   * (`error_if_incomplete`: a declined card throws and leaves no incomplete subscription). Answers
   * the subscription and its first invoice. Test mode only, like createTestCustomer.
   */
  startTestSubscription(input: { customerId: string; plan: PlanId }): Promise<{ subscription: SubscriptionView; invoice: InvoiceView | null }>;
  /** Verifies the Stripe-Signature header over the raw body; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): VerifiedEvent;
}
