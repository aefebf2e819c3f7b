import {
  BILLING_MESSAGES,
  checkoutRequestSchema,
  linkSubscriptionSchema,
  type CheckoutRequest,
  type CheckoutResponse,
  type LinkSubscriptionInput,
  type SubscriptionResponse,
} from '@bolo/contracts';
import { UsersRepository } from '@bolo/db';
import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { SignedIn } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { RateLimitPerIp } from '../rate-limit/rate-limit.guard';
import '../session/session-data';
import { toPublicUser, type UserRecord } from '../users/user-record';
import { BillingService } from './billing.service';

/** Paying: the hosted checkout (visitors and members) and attaching a paid checkout to an account. */
@Controller()
export class CheckoutController {
  constructor(
    private readonly billing: BillingService,
    private readonly users: UsersRepository,
  ) {}

  /** The user comes from the session only; a `userId` in the body is dropped by the schema. */
  @Post('create-checkout-session')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @RateLimitPerIp('checkoutPerIp')
  async createCheckoutSession(@Req() req: Request, @Body(new ZodValidationPipe(checkoutRequestSchema)) input: CheckoutRequest): Promise<CheckoutResponse> {
    const userId = req.session?.userId;
    // A session whose account is gone counts as a visitor.
    const user = userId === undefined ? null : await this.users.findById(userId);
    return this.billing.createCheckout(input.plan, user);
  }

  @Post('link-subscription')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @SignedIn()
  async linkSubscription(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(linkSubscriptionSchema)) input: LinkSubscriptionInput,
  ): Promise<SubscriptionResponse> {
    const linked = await this.billing.linkSubscription(input.sessionId, user.id);
    return { user: toPublicUser(linked), message: BILLING_MESSAGES.subscriptionLinked };
  }
}
