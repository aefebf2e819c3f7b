import Stripe from 'stripe';
import { isTestMode, loadBillingConfig } from './config';
import { LiveModeRefusedError, WebhookSignatureError } from './gateway';
import { createBillingGateway, createStripeClient, isProviderRefusal, STRIPE_API_VERSION } from './stripe-gateway';

describe('the Stripe gateway', () => {
  const config = loadBillingConfig({});
  const gateway = createBillingGateway(config);
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', created: 1_800_000_000, data: { object: { id: 'in_1', object: 'invoice' } } });
  const header = (secret: string) => new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });

  it("pins the SDK's API version", () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
  });

  it('points the SDK at the emulator through host, port and protocol', () => {
    const client = createStripeClient({ secretKey: 'sk_test_x', apiUrl: 'http://127.0.0.1:5212' }) as unknown as { getApiField(name: string): unknown };
    expect([client.getApiField('host'), client.getApiField('port'), client.getApiField('protocol')]).toEqual(['127.0.0.1', '5212', 'http']);
  });

  it('verifies a signed event on the raw body', () => {
    expect(gateway.verifyWebhook(Buffer.from(payload), header(config.webhookSecret))).toEqual({ id: 'evt_1', type: 'invoice.paid', created: 1_800_000_000, objectId: 'in_1' });
  });

  it('refuses a missing, forged or tampered signature', () => {
    expect(() => gateway.verifyWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyWebhook(Buffer.from(payload), header('whsec_other'))).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyWebhook(Buffer.from(payload.replace('in_1', 'in_2')), header(config.webhookSecret))).toThrow(WebhookSignatureError);
  });

  it.each(['{}', '[]', '{"$gt":""}', '{"id":"evt_2","type":"invoice.paid","created":1800000000,"data":null}'])(
    'refuses a correctly signed body that is not an event: %s',
    (body) => {
      const signed = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload: body, secret: config.webhookSecret });
      expect(() => gateway.verifyWebhook(Buffer.from(body), signed)).toThrow(WebhookSignatureError);
    },
  );

  it('makes demo customers and subscriptions only with a test key', async () => {
    expect(isTestMode(config)).toBe(true);
    const live = { ...config, mode: 'stripe' as const, secretKey: 'sk_live_abc', apiUrl: null };
    expect(isTestMode(live)).toBe(false);
    const liveGateway = createBillingGateway(live);
    await expect(liveGateway.createTestCustomer({ email: null, name: null })).rejects.toThrow(LiveModeRefusedError);
    await expect(liveGateway.startTestSubscription({ customerId: 'cus_1', plan: 'monthly' })).rejects.toThrow(LiveModeRefusedError);
  });

  it("tells the provider's refusals (the request as asked cannot be done) from its failures", () => {
    expect(isProviderRefusal(new Stripe.errors.StripeInvalidRequestError({ message: 'already attached to a schedule', type: 'invalid_request_error' }))).toBe(true);
    expect(isProviderRefusal({ statusCode: 402 })).toBe(true);
    expect(isProviderRefusal(new Stripe.errors.StripeConnectionError({ message: 'ECONNREFUSED', type: 'api_error' }))).toBe(false);
    expect(isProviderRefusal({ statusCode: 500 })).toBe(false);
    expect(isProviderRefusal(null)).toBe(false);
  });
});
