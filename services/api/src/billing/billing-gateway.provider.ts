import { createBillingGateway, type BillingGateway } from '@bolo/billing';
import { SERVER_CONFIG } from '@bolo/server-kit';
import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

/** Injection token of the one BillingGateway (real Stripe, or the emulator through the same SDK). */
export const BILLING_GATEWAY = Symbol('BILLING_GATEWAY');

/** Built once from the validated configuration; tests override the token with their own gateway. */
export const billingGatewayProvider: Provider<BillingGateway> = {
  provide: BILLING_GATEWAY,
  inject: [SERVER_CONFIG],
  useFactory: (config: AppConfig): BillingGateway => createBillingGateway(config.billing),
};
