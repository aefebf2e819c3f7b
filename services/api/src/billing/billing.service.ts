import { BILLING_MESSAGES, ERROR_CODES, ERROR_MESSAGES, hasDirectoryAccess, type PlanId, type SubscriptionDetails } from '@bolo/contracts';
import { isProviderRefusal, type BillingGateway, type SubscriptionView } from '@bolo/billing';
import { BillingRepository, Database, subscriptionToUserState, UsersRepository, type UserBilling, type UserRecord } from '@bolo/db';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { BILLING_GATEWAY } from './billing-gateway.provider';

/** Stripe statuses in which the subscription is still running (upgrade, downgrade apply). */
const RUNNING = new Set(['active', 'trialing']);
/** Statuses that can still be cancelled (a past-due member may stop instead of paying). */
const CANCELABLE = new Set(['active', 'trialing', 'past_due', 'unpaid']);
/** Checkout session payment states that count as paid. */
const PAID = new Set(['paid', 'no_payment_required']);

export type SubscriptionChange = 'upgrade' | 'downgrade' | 'cancel';

/**
 * Checkout, linking a paid checkout to an account, and the member's own subscription changes.
 * Every state written comes from the provider (read back after the call) through the same
 * mapping as the worker (`subscriptionToUserState`); the webhook confirms it later, idempotently.
 */
@Injectable()
export class BillingService {
  private readonly logger = new Logger('Billing');

  constructor(
    @Inject(BILLING_GATEWAY) private readonly gateway: BillingGateway,
    private readonly billing: BillingRepository,
    private readonly users: UsersRepository,
    private readonly database: Database,
  ) {}

  /**
   * A hosted checkout page for the plan. A signed-in caller is named on the session (the webhook
   * then grants access to that account) and reuses their Stripe customer. A caller who has
   * directory access through a subscription, or whose subscription is past due, is sent to the
   * profile instead of paying twice (409); admins without a subscription may subscribe.
   */
  async createCheckout(plan: PlanId, user: UserRecord | null): Promise<{ url: string }> {
    if (!user) return { url: (await this.gateway.createCheckoutSession({ plan, userId: null, customerId: null, email: null })).url };
    const paying = hasDirectoryAccess({ isAdmin: false, subscriptionStatus: user.subscriptionStatus, subscriptionEndDate: user.subscriptionEndDate });
    if (paying || user.subscriptionStatus === 'past_due') throw new ConflictException({ message: BILLING_MESSAGES.alreadySubscribed });
    const billing = await this.billing.billingOf(user.id);
    const session = await this.gateway.createCheckoutSession({ plan, userId: user.id, customerId: billing?.stripeCustomerId ?? null, email: user.email });
    return { url: session.url };
  }

  /**
   * Links a paid checkout session to the caller, once. Unknown 404, unpaid 400, made for or
   * linked to another account 409, already linked to the caller 200 (nothing changes). The link,
   * the provider ids and the subscription's state commit together.
   */
  async linkSubscription(sessionId: string, userId: number): Promise<UserRecord> {
    const session = await this.gateway.retrieveCheckoutSession(sessionId);
    if (!session) throw new NotFoundException({ message: BILLING_MESSAGES.sessionNotFound });
    if (!PAID.has(session.paymentStatus)) throw new BadRequestException({ message: BILLING_MESSAGES.sessionNotPaid });
    if (session.userId !== null && session.userId !== userId) throw new ConflictException({ message: BILLING_MESSAGES.sessionOfAnotherUser });

    const owner = await this.billing.linkedUserOf(sessionId);
    if (owner === userId) return this.currentUser(userId);
    if (owner !== null) throw new ConflictException({ message: BILLING_MESSAGES.sessionAlreadyLinked });

    const subscription = session.subscriptionId ? await this.gateway.retrieveSubscription(session.subscriptionId) : null;
    const now = new Date();
    await this.database.transaction(async (tx) => {
      const current = await this.billing.lockBillingOf(userId, tx);
      if (!current) throw unauthorized();
      const link = await this.billing.linkCheckoutSession(sessionId, userId, tx);
      if (!link.linked) {
        if (link.userId === userId) return;
        throw new ConflictException({ message: BILLING_MESSAGES.sessionAlreadyLinked });
      }
      // A second, different running subscription would overwrite the first one's ids: refuse.
      if (current.subscriptionId && current.subscriptionId !== session.subscriptionId && hasAccessOrPastDue(current)) {
        throw new ConflictException({ message: BILLING_MESSAGES.alreadySubscribed });
      }
      const ids = { customerId: session.customerId, subscriptionId: session.subscriptionId };
      const result = subscription
        ? await this.billing.applySubscriptionState(userId, subscriptionToUserState(subscription, now), ids, null, tx)
        : session.customerId
          ? await this.billing.setCustomerId(userId, session.customerId, tx)
          : true;
      if (typeof result === 'object') throw new ConflictException({ message: BILLING_MESSAGES.sessionAlreadyLinked });
      if (result === 'missing') throw unauthorized();
    });
    return this.currentUser(userId);
  }

  /**
   * The member's subscription as the provider has it now, with a scheduled switch of plan or the
   * cancellation (the profile shows them); null without a subscription. 503 when the provider
   * cannot be reached: the profile then falls back to the account's own columns.
   */
  async details(userId: number): Promise<SubscriptionDetails | null> {
    const billing = await this.billing.billingOf(userId);
    if (!billing) throw unauthorized();
    if (!billing.subscriptionId) return null;
    let subscription: SubscriptionView | null;
    try {
      subscription = await this.gateway.retrieveSubscription(billing.subscriptionId);
    } catch (error) {
      this.logger.warn({ msg: 'subscription not read from the payment provider', userId, error: (error as Error).message });
      throw new ServiceUnavailableException({ message: BILLING_MESSAGES.providerUnavailable });
    }
    return subscription ? toSubscriptionDetails(subscription) : null;
  }

  /**
   * Upgrade (monthly -> annual now, prorated), downgrade (annual -> monthly at period end) or
   * cancel (at period end). A change that does not apply to the subscription as the provider has
   * it now is 409 with the reason, never an error. The member's row is locked for the whole change,
   * so a double click or a second tab waits for the first change and then gets that 409 (a second
   * switch to monthly: `alreadySwitchingToMonthly`) instead of racing it at the provider. A refusal
   * by the provider itself (the subscription was changed elsewhere meanwhile) is checked again
   * against the provider's state, so it too ends in the 409 that explains it.
   */
  async change(change: SubscriptionChange, userId: number): Promise<{ user: UserRecord; subscription: SubscriptionDetails }> {
    const subscription = await this.database.transaction(async (tx) => {
      const billing = await this.billing.lockBillingOf(userId, tx);
      if (!billing) throw unauthorized();
      if (!billing.subscriptionId) throw new ConflictException({ message: BILLING_MESSAGES.noSubscription });
      const current = await this.gateway.retrieveSubscription(billing.subscriptionId);
      if (!current) throw new ConflictException({ message: BILLING_MESSAGES.noSubscription });
      refuseIfNotApplicable(change, current);

      let updated: SubscriptionView;
      try {
        updated =
          change === 'upgrade'
            ? await this.gateway.upgradeToAnnual(current.id)
            : change === 'downgrade'
              ? await this.gateway.switchToMonthlyAtPeriodEnd(current.id)
              : await this.gateway.cancelAtPeriodEnd(current.id);
      } catch (error) {
        if (!isProviderRefusal(error)) throw error;
        const now = await this.gateway.retrieveSubscription(current.id);
        if (!now) throw new ConflictException({ message: BILLING_MESSAGES.noSubscription });
        refuseIfNotApplicable(change, now);
        throw error;
      }
      await this.apply(userId, updated, tx);
      return toSubscriptionDetails(updated);
    });
    return { user: await this.currentUser(userId), subscription };
  }

  /** The provider's card-update page for a past-due member. */
  async portal(userId: number): Promise<{ url: string }> {
    const billing = await this.billing.billingOf(userId);
    if (!billing) throw unauthorized();
    if (!billing.stripeCustomerId) throw new ConflictException({ message: BILLING_MESSAGES.noSubscription });
    if (billing.subscriptionStatus !== 'past_due') throw new ConflictException({ message: BILLING_MESSAGES.notPastDue });
    return this.gateway.createPortalSession(billing.stripeCustomerId);
  }

  private async apply(userId: number, subscription: SubscriptionView, tx?: Parameters<BillingRepository['applySubscriptionState']>[4]): Promise<void> {
    const result = await this.billing.applySubscriptionState(
      userId,
      subscriptionToUserState(subscription, new Date()),
      { customerId: subscription.customerId || null, subscriptionId: subscription.id },
      null,
      tx,
    );
    if (result === 'missing') throw unauthorized();
  }

  private async currentUser(userId: number): Promise<UserRecord> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    return user;
  }
}

function hasAccessOrPastDue(billing: UserBilling): boolean {
  return (
    billing.subscriptionStatus === 'past_due' ||
    hasDirectoryAccess({ isAdmin: false, subscriptionStatus: billing.subscriptionStatus, subscriptionEndDate: billing.subscriptionEndDate })
  );
}

/** 409 with the reason when the change does not apply to the subscription as the provider has it now. */
function refuseIfNotApplicable(change: SubscriptionChange, subscription: SubscriptionView): void {
  const conflict = (message: string) => new ConflictException({ message });
  const ended = subscription.endedAt !== null || !CANCELABLE.has(subscription.status);
  if (ended) throw conflict(BILLING_MESSAGES.noSubscription);
  if (subscription.cancelAtPeriodEnd) throw conflict(BILLING_MESSAGES.alreadyCanceled);
  if (change === 'cancel') return;
  if (!RUNNING.has(subscription.status)) throw conflict(BILLING_MESSAGES.noSubscription);
  if (change === 'upgrade' && subscription.plan === 'annual') throw conflict(BILLING_MESSAGES.alreadyAnnual);
  if (change === 'downgrade' && subscription.scheduledPlan === 'monthly') throw conflict(BILLING_MESSAGES.alreadySwitchingToMonthly);
  if (change === 'downgrade' && subscription.plan === 'monthly') throw conflict(BILLING_MESSAGES.alreadyMonthly);
}

/** The provider's subscription as the profile reads it (dates as ISO strings). */
export function toSubscriptionDetails(subscription: SubscriptionView): SubscriptionDetails {
  return {
    status: subscription.status,
    plan: subscription.plan,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    scheduledPlan: subscription.scheduledPlan,
    scheduledChangeAt: subscription.scheduledChangeAt?.toISOString() ?? null,
  };
}

function unauthorized(): UnauthorizedException {
  return new UnauthorizedException({ message: ERROR_MESSAGES.authRequired, code: ERROR_CODES.authRequired });
}
