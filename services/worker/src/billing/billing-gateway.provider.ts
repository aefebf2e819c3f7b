import { createBillingGateway, type BillingGateway } from '@bolo/billing';
import type { Provider } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

/** Injection token of the one BillingGateway the billing queue reads Stripe through. */
export const BILLING_GATEWAY = Symbol('BILLING_GATEWAY');

export const billingGatewayProvider: Provider<BillingGateway> = {
  provide: BILLING_GATEWAY,
  inject: [WORKER_CONFIG],
  useFactory: (config: WorkerConfig): BillingGateway => createBillingGateway(config.billing),
};
