import { BILLING_EVENT_TYPES, BILLING_MESSAGES, billingEventJob, billingEventPayloadSchema, enqueue } from '@bolo/contracts';
import { WebhookSignatureError, type BillingGateway } from '@bolo/billing';
import { JobQueues } from '@bolo/server-kit';
import { BadRequestException, Controller, Headers, HttpCode, Inject, Logger, Post, Req, type RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { BILLING_GATEWAY } from './billing-gateway.provider';

const HANDLED: ReadonlySet<string> = new Set(BILLING_EVENT_TYPES);

/**
 * POST /api/stripe/webhook: Stripe's deliveries. The signature is checked on the raw body
 * (main.ts creates the app with rawBody), the event is queued for the worker with its id as the
 * job id, and Stripe gets 200 at once. Nothing here reads or writes the database: the worker
 * re-reads the object from Stripe and applies it (services/worker/src/billing). Exempt from the
 * Origin check (Stripe sends no Origin) and needs no session.
 */
@Controller('stripe')
export class StripeWebhookController {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    @Inject(BILLING_GATEWAY) private readonly gateway: BillingGateway,
    private readonly jobQueues: JobQueues,
  ) {}

  @Post('webhook')
  @HttpCode(200)
  async receive(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: true }> {
    if (!signature) throw new BadRequestException({ message: BILLING_MESSAGES.webhookSignatureMissing });
    let event;
    try {
      event = this.gateway.verifyWebhook(req.rawBody ?? Buffer.alloc(0), signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new BadRequestException({ message: BILLING_MESSAGES.webhookSignatureInvalid });
      throw error;
    }
    if (!HANDLED.has(event.type)) return { received: true };

    const payload = billingEventPayloadSchema.safeParse({ eventId: event.id, type: event.type, created: event.created, objectId: event.objectId });
    if (!payload.success) {
      // Signed by Stripe but not something the worker can act on (an unexpected object id): acknowledge, keep a trace.
      this.logger.warn({ msg: 'billing event ignored', eventId: event.id, type: event.type, reason: payload.error.issues[0]?.message });
      return { received: true };
    }
    // A Redis failure throws (500): Stripe then retries the delivery, which is what we want.
    await enqueue(this.jobQueues.queue(billingEventJob.queue), billingEventJob, payload.data);
    return { received: true };
  }
}
