import fs from 'node:fs';
import path from 'node:path';
import { Emulator } from './emulator';
import { PRICES } from './catalog';
import * as render from './render';
import { type ShapeAllowances, shapeDifferences } from './testing/shape';

// Stripe's published example objects, read where the workspace keeps them (never copied here).
const FIXTURES = path.resolve(__dirname, '../../../../shared/fixtures/stripe/fixtures3.json');
const resources = (JSON.parse(fs.readFileSync(FIXTURES, 'utf8')) as { resources: Record<string, unknown> }).resources;

function scenario() {
  const emulator = new Emulator({ publicUrl: 'http://127.0.0.1:12111', webhookUrl: null, webhookSecret: 'whsec_test', retryDelaysMs: [], log: () => {} });
  const [monthly, annual] = Object.keys(PRICES);
  const session = emulator.createCheckoutSession({ mode: 'subscription', line_items: [{ price: monthly, quantity: '1' }], success_url: 'http://x/s?id={CHECKOUT_SESSION_ID}', cancel_url: 'http://x/c', metadata: { plan: 'monthly', userId: '3' }, subscription_data: { metadata: { userId: '3' } }, client_reference_id: '3' });
  const openSession = render.renderCheckoutSession(session, emulator.options.publicUrl);
  emulator.payCheckout(session.id, { email: 'a@example.com', number: '4242424242424242', expiry: '12/40', cvc: '123' });
  const subscription = emulator.state.subscriptions.get(session.subscription as string)!;
  emulator.updateSubscription(subscription.id, { items: [{ id: subscription.item.id, price: annual }], proration_behavior: 'always_invoice' });
  const schedule = emulator.createSchedule({ from_subscription: subscription.id });
  emulator.updateSchedule(schedule.id, { phases: [{ items: [{ price: annual, quantity: '1' }], start_date: String(subscription.item.periodStart), end_date: String(subscription.item.periodEnd) }, { items: [{ price: monthly }], duration: { interval: 'month', interval_count: '1' } }] });
  return { emulator, session, openSession, subscription, schedule };
}

/**
 * Where the emulator's objects may differ from Stripe's one published example of each type.
 * nullable: fields the example fills but the real API returns null for a card subscription
 * without tax, shipping, discounts, trials or thresholds (and before an event fills them);
 * expandable: id strings the example shows expanded; extra: keys the real API sends that the
 * example leaves out (line pricing.price_details names the line's price, read for the plan).
 */
const ALLOWANCES: Record<string, ShapeAllowances> = {
  'checkout.session': {
    nullable: ['after_expiration', 'automatic_tax.liability', 'cancel_url', 'consent', 'consent_collection', 'custom_text.after_submit', 'custom_text.shipping_address', 'custom_text.submit', 'custom_text.terms_of_service_acceptance', 'customer_details', 'invoice_creation', 'payment_intent', 'payment_method_configuration_details', 'shipping_address_collection', 'shipping_cost', 'collected_information', 'permissions', 'wallet_options', 'currency_conversion', 'url', 'collected_information.shipping_details'],
  },
  'subscription': {
    nullable: ['automatic_tax.liability', 'billing_cycle_anchor_config', 'cancel_at', 'canceled_at', 'ended_at', 'items.data[].price.custom_unit_amount', 'items.data[].price.transform_quantity', 'items.data[].plan.transform_usage', 'items.data[].billing_thresholds', 'next_pending_invoice_item_invoice', 'pause_collection', 'payment_settings.payment_method_options', 'pending_invoice_item_interval', 'pending_update', 'transfer_data', 'trial_end', 'trial_start', 'billing_thresholds', 'billing_mode.flexible', 'managed_payments'],
  },
  'subscription_item': {
    nullable: ['price.custom_unit_amount', 'price.transform_quantity', 'plan.transform_usage', 'billing_thresholds'],
  },
  'subscription_schedule': {
    nullable: ['canceled_at', 'completed_at', 'default_settings.automatic_tax.liability', 'default_settings.transfer_data', 'default_settings.billing_thresholds', 'phases[].invoice_settings', 'phases[].items[].billing_thresholds', 'phases[].transfer_data', 'phases[].billing_thresholds', 'released_at', 'billing_mode.flexible'],
    expandable: ['phases[].items[].plan'],
  },
  'invoice': {
    nullable: ['automatic_tax.liability', 'customer_address', 'customer_shipping', 'due_date', 'from_invoice', 'last_finalization_error', 'lines.data[].parent.invoice_item_details', 'lines.data[].parent.subscription_item_details.proration_details.credited_items', 'next_payment_attempt', 'payment_settings.payment_method_options', 'rendering', 'shipping_cost', 'shipping_details', 'parent.quote_details'],
    extra: ['lines.data[].pricing.price_details'],
  },
  'customer': {
    nullable: ['address', 'discount', 'invoice_settings.rendering_options', 'shipping'],
  },
  'price': {
    nullable: ['custom_unit_amount', 'transform_quantity'],
  },
  'product': {
    nullable: ['package_dimensions'],
  },
};

describe("the emulator's objects have Stripe's shape (fixtures3.json)", () => {
  const { emulator, session, openSession, subscription, schedule } = scenario();
  const byId = (id: string) => emulator.renderById(id)!;
  const invoices = [...emulator.state.invoices.keys()].map(byId);
  const objects: Record<string, unknown[]> = {
    'checkout.session': [openSession, byId(session.id)],
    subscription: [byId(subscription.id)],
    subscription_item: [byId(subscription.item.id)],
    subscription_schedule: [byId(schedule.id)],
    invoice: invoices,
    customer: [byId(subscription.customer)],
    price: Object.keys(PRICES).map(byId),
    product: [render.renderProduct()],
    event: emulator.state.events.map((event) => emulator.renderEvent(event)),
  };
  // An event's envelope is compared here; its data.object is compared as its own type below.
  const reference = (type: string) => (type === 'event' ? { ...(resources.event as object), data: { object: {} } } : resources[type]);

  it.each(Object.keys(objects))('%s', (type) => {
    expect(objects[type].length).toBeGreaterThan(0);
    for (const object of objects[type]) expect(shapeDifferences(reference(type), object, ALLOWANCES[type])).toEqual([]);
  });

  it('every event carries an object of a checked type, in that type\'s shape', () => {
    for (const event of emulator.state.events) {
      const type = event.object.object as string;
      expect(Object.keys(objects)).toContain(type);
      expect(shapeDifferences(resources[type], event.object, ALLOWANCES[type])).toEqual([]);
    }
  });
});
