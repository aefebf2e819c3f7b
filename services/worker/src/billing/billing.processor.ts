import { billingEventJob, enqueue, QUEUES, sendEmailJob, type BillingJob, type EmailPayload } from '@bolo/contracts';
import type { BillingGateway, InvoiceView, SubscriptionView } from '@bolo/billing';
import { BillingRepository, Database, PaymentsRepository, subscriptionToUserState, type UserBilling } from '@bolo/db';
import { JobQueues } from '@bolo/server-kit';
import { Inject, Logger } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { defineQueue, type JobData } from '../queues/queue-processor';
import { BILLING_GATEWAY } from './billing-gateway.provider';

const billing = defineQueue<BillingJob>(QUEUES.billing, { [billingEventJob.name]: true });

type BillingEvent = JobData<BillingJob, typeof billingEventJob.name>;

export type BillingEventOutcome =
  | { outcome: 'duplicate' }
  | { outcome: 'object-missing' }
  /** Processed; `applied` says whether the user's state was written ('stale': a newer event's state was kept). */
  | { outcome: 'processed'; userId: number | null; applied: Applied; paymentRecorded: boolean; emails: string[] };

/**
 * What happened to the user's state: written; 'stale' (a newer event's state is kept); 'superseded'
 * (the end of a subscription the member has since replaced); 'missing' (no such user); 'no-user'
 * (a visitor's checkout, not linked yet); 'nothing' (no subscription to apply, e.g. an unpaid checkout).
 */
export type Applied = 'applied' | 'stale' | 'superseded' | 'missing' | 'no-user' | 'nothing';

/** What an event tells after re-reading its object from Stripe. */
interface Facts {
  subscription: SubscriptionView | null;
  invoice: InvoiceView | null;
  /** A user named by the object itself (checkout client_reference_id, subscription metadata). */
  namedUserId: number | null;
  /** The checkout session, for its link (a visitor's session linked by /api/link-subscription). */
  sessionId: string | null;
  customerId: string | null;
  /** A checkout session that is not paid changes nothing. */
  unpaidCheckout: boolean;
}

/**
 * The `billing` queue: one verified Stripe event per job (POST /api/stripe/webhook). The event's
 * object is re-read from Stripe, never trusted from the delivery; the user's state, a payments row
 * per paid invoice and the processed mark commit in one transaction, so a duplicate, a replay or an
 * older event changes nothing. E-mails are queued after the commit. A Stripe or database error
 * throws: BullMQ retries with the job's declared backoff and keeps a job that never succeeds as failed.
 */
@billing.Processor()
export class BillingProcessor {
  private readonly logger = new Logger('BillingProcessor');

  constructor(
    @Inject(BILLING_GATEWAY) private readonly gateway: BillingGateway,
    private readonly billing: BillingRepository,
    private readonly payments: PaymentsRepository,
    private readonly database: Database,
    private readonly jobQueues: JobQueues,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  @billing.OnJob(billingEventJob.name)
  async billingEvent(event: BillingEvent): Promise<BillingEventOutcome> {
    if (await this.billing.isProcessed(event.eventId)) return { outcome: 'duplicate' };
    const facts = await this.readFacts(event);
    if (!facts) {
      // Stripe no longer knows the object (another account's event, a reset test clock): nothing to apply, ever.
      const marked = await this.billing.markProcessed(event.eventId, event.type);
      this.logger.warn({ msg: 'billing event object not found', eventId: event.eventId, type: event.type, objectId: event.objectId });
      return marked ? { outcome: 'object-missing' } : { outcome: 'duplicate' };
    }
    const eventAt = new Date(event.created * 1000);
    const now = new Date();

    const result = await this.database.transaction(async (tx) => {
      if (!(await this.billing.markProcessed(event.eventId, event.type, tx))) return null;
      const userId = await this.resolveUser(facts, tx);
      const before = userId === null ? null : await this.billing.lockBillingOf(userId, tx);

      let applied: Applied = userId === null ? 'no-user' : 'nothing';
      const state = facts.subscription ? subscriptionToUserState(facts.subscription, now) : null;
      if (before && facts.subscription && state && state.status === 'free' && before.subscriptionId !== null && before.subscriptionId !== facts.subscription.id) {
        // The end of an earlier subscription (the member has subscribed again since): it must not undo the new one.
        applied = 'superseded';
      } else if (userId !== null && before && facts.subscription && state && !facts.unpaidCheckout) {
        const ids = { customerId: facts.subscription.customerId || facts.customerId, subscriptionId: facts.subscription.id };
        const written = await this.billing.applySubscriptionState(userId, state, ids, eventAt, tx);
        // Another account holds these ids (a data error to look at): fail the job visibly rather than guess.
        if (typeof written === 'object') throw new Error(`${written.taken} id of ${facts.subscription.id} belongs to another account than user ${userId}`);
        applied = written;
      } else if (userId !== null && !before) {
        applied = 'missing';
      }

      let paymentRecorded = false;
      const invoice = facts.invoice;
      if (event.type === 'invoice.paid' && invoice && invoice.status === 'paid') {
        paymentRecorded = await this.payments.record(
          {
            userId: before ? userId : null,
            amountCents: invoice.amountPaidCents,
            currency: invoice.currency,
            plan: invoice.plan ?? facts.subscription?.plan ?? 'none',
            stripeInvoiceId: invoice.id,
            paidAt: invoice.paidAt ?? eventAt,
          },
          tx,
        );
      }
      const after = before && applied === 'applied' && userId !== null ? await this.billing.billingOf(userId, tx) : before;
      return { userId: before ? userId : null, applied, paymentRecorded, before, after };
    });
    if (!result) return { outcome: 'duplicate' };

    const emails = await this.queueEmails(event, facts, result);
    this.logger.log({ msg: 'billing event processed', eventId: event.eventId, type: event.type, userId: result.userId, applied: result.applied, emails });
    return { outcome: 'processed', userId: result.userId, applied: result.applied, paymentRecorded: result.paymentRecorded, emails };
  }

  /** Re-reads the event's object (and its subscription) from Stripe; null when Stripe has no such object. */
  private async readFacts(event: BillingEvent): Promise<Facts | null> {
    if (event.type === 'checkout.session.completed') {
      const session = await this.gateway.retrieveCheckoutSession(event.objectId);
      if (!session) return null;
      const unpaid = session.paymentStatus !== 'paid' && session.paymentStatus !== 'no_payment_required';
      const subscription = !unpaid && session.subscriptionId ? await this.gateway.retrieveSubscription(session.subscriptionId) : null;
      return { subscription, invoice: null, namedUserId: session.userId ?? subscription?.userId ?? null, sessionId: session.id, customerId: session.customerId, unpaidCheckout: unpaid };
    }
    if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
      const invoice = await this.gateway.retrieveInvoice(event.objectId);
      if (!invoice) return null;
      const subscription = invoice.subscriptionId ? await this.gateway.retrieveSubscription(invoice.subscriptionId) : null;
      return { subscription, invoice, namedUserId: subscription?.userId ?? null, sessionId: null, customerId: invoice.customerId || null, unpaidCheckout: false };
    }
    const subscription = await this.gateway.retrieveSubscription(event.objectId);
    if (!subscription) return null;
    return { subscription, invoice: null, namedUserId: subscription.userId, sessionId: null, customerId: subscription.customerId || null, unpaidCheckout: false };
  }

  /**
   * The account the event is about: the one holding the subscription, else the one the object names
   * (a signed-in checkout), else the one the checkout was linked to, else the one holding the
   * customer. A visitor's paid checkout has none yet: /api/link-subscription attaches it later.
   */
  private async resolveUser(facts: Facts, tx: Parameters<BillingRepository['billingOf']>[1]): Promise<number | null> {
    const bySubscription = facts.subscription ? await this.billing.findUserIdByStripeIds({ subscriptionId: facts.subscription.id }, tx) : null;
    if (bySubscription !== null) return bySubscription;
    if (facts.namedUserId !== null) return facts.namedUserId;
    if (facts.sessionId) {
      const linked = await this.billing.linkedUserOf(facts.sessionId, tx);
      if (linked !== null) return linked;
    }
    const customerId = facts.subscription?.customerId || facts.customerId;
    return customerId ? this.billing.findUserIdByStripeIds({ customerId }, tx) : null;
  }

  /** Receipts, failed-payment notices and cancellation confirmations; each job id makes a repeat a no-op. */
  private async queueEmails(
    event: BillingEvent,
    facts: Facts,
    result: { paymentRecorded: boolean; before: UserBilling | null; after: UserBilling | null; applied: string },
  ): Promise<string[]> {
    const user = result.after ?? result.before;
    if (!user?.email) return [];
    const payloads: EmailPayload[] = [];
    const invoice = facts.invoice;
    if (event.type === 'invoice.paid' && invoice && result.paymentRecorded) {
      const plan = invoice.plan ?? facts.subscription?.plan;
      if (plan) {
        payloads.push({
          template: 'payment-receipt',
          to: user.email,
          username: user.username,
          plan,
          amountCents: invoice.amountPaidCents,
          currency: invoice.currency.slice(0, 3),
          invoiceId: invoice.id,
          paidAt: (invoice.paidAt ?? new Date(event.created * 1000)).toISOString(),
        });
      }
    }
    if (event.type === 'invoice.payment_failed' && invoice) {
      payloads.push({ template: 'payment-failed', to: user.email, username: user.username, invoiceId: invoice.id, profileUrl: `${this.config.billing.appUrl}/profile` });
    }
    const becameCanceled = result.applied === 'applied' && result.before?.subscriptionStatus !== 'canceled' && result.after?.subscriptionStatus === 'canceled';
    if (becameCanceled && facts.subscription && result.after?.subscriptionEndDate) {
      payloads.push({
        template: 'subscription-canceled',
        to: user.email,
        username: user.username,
        accessEndsAt: result.after.subscriptionEndDate.toISOString(),
        subscriptionId: facts.subscription.id,
      });
    }
    const queue = this.jobQueues.queue(sendEmailJob.queue);
    const ids: string[] = [];
    for (const payload of payloads) {
      try {
        ids.push(await enqueue(queue, sendEmailJob, payload));
      } catch (error) {
        // The billing change is committed; a lost e-mail must not re-run it. Logged for an operator.
        this.logger.error({ msg: 'billing e-mail not queued', eventId: event.eventId, template: payload.template, error: (error as Error).message });
      }
    }
    return ids;
  }
}
