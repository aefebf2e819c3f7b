import { Module } from '@nestjs/common';
import { billingGatewayProvider } from './billing-gateway.provider';
import { BillingProcessor } from './billing.processor';

/** The `billing` queue: Stripe events re-read from Stripe and applied to users, payments and processed events. */
@Module({ providers: [billingGatewayProvider, BillingProcessor] })
export class BillingModule {}
