import { BILLING_MESSAGES, type BillingPortalResponse, type SubscriptionDetailsResponse, type SubscriptionResponse } from '@bolo/contracts';
import { Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { SignedIn } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { toPublicUser, type UserRecord } from '../users/user-record';
import { BillingService, type SubscriptionChange } from './billing.service';

const DONE: Record<SubscriptionChange, string> = {
  upgrade: BILLING_MESSAGES.upgraded,
  downgrade: BILLING_MESSAGES.downgraded,
  cancel: BILLING_MESSAGES.canceled,
};

/** The signed-in member's own subscription (spec §4 "Subscription display", §7); no body is read. */
@Controller('subscription')
@SignedIn()
export class SubscriptionController {
  constructor(private readonly billing: BillingService) {}

  /** The subscription as the payment provider has it now: a scheduled switch of plan, the cancellation. */
  @Get()
  @Header('Cache-Control', 'private, no-store')
  async details(@CurrentUser() user: UserRecord): Promise<SubscriptionDetailsResponse> {
    return { subscription: await this.billing.details(user.id) };
  }

  @Post('upgrade')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  upgrade(@CurrentUser() user: UserRecord): Promise<SubscriptionResponse> {
    return this.change('upgrade', user);
  }

  @Post('downgrade')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  downgrade(@CurrentUser() user: UserRecord): Promise<SubscriptionResponse> {
    return this.change('downgrade', user);
  }

  @Post('cancel')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  cancel(@CurrentUser() user: UserRecord): Promise<SubscriptionResponse> {
    return this.change('cancel', user);
  }

  /** A past-due member's card-update page. */
  @Post('portal')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  portal(@CurrentUser() user: UserRecord): Promise<BillingPortalResponse> {
    return this.billing.portal(user.id);
  }

  private async change(change: SubscriptionChange, user: UserRecord): Promise<SubscriptionResponse> {
    const { user: updated, subscription } = await this.billing.change(change, user.id);
    return { user: toPublicUser(updated), message: DONE[change], subscription };
  }
}
