import { Module } from '@nestjs/common';
import { billingGatewayProvider } from './billing-gateway.provider';
import { BillingService } from './billing.service';
import { CheckoutController } from './checkout.controller';
import { StripeWebhookController } from './stripe-webhook.controller';
import { SubscriptionController } from './subscription.controller';

/** Stripe: webhook intake, checkout, linking a paid checkout, the member's subscription changes. */
@Module({
  controllers: [StripeWebhookController, CheckoutController, SubscriptionController],
  providers: [billingGatewayProvider, BillingService],
})
export class BillingModule {}
