// The emulator's own records: only what it needs to know. Stripe-shaped JSON is rendered from
// them at read time (render.ts), so every answer and every event has one shape.
import { randomBytes } from 'node:crypto';

export type Metadata = Record<string, string>;

export interface CustomerRecord {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  metadata: Metadata;
  invoicePrefix: string;
  nextInvoiceSequence: number;
  /** invoice_settings.default_payment_method: set from Stripe's test card token (`pm_card_visa`) at creation. */
  defaultPaymentMethod: string | null;
}

export interface LineItemInput {
  price: string;
  quantity: number;
}

export interface CheckoutSessionRecord {
  id: string;
  created: number;
  expiresAt: number;
  mode: string;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Metadata;
  subscriptionMetadata: Metadata;
  lineItems: LineItemInput[];
  successUrl: string;
  cancelUrl: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  subscription: string | null;
  invoice: string | null;
  paidEmail: string | null;
  /** The last decline shown on the hosted page. */
  declined: string | null;
}

export interface SubscriptionItemRecord {
  id: string;
  created: number;
  price: string;
  quantity: number;
  periodStart: number;
  periodEnd: number;
  metadata: Metadata;
}

export interface SubscriptionRecord {
  id: string;
  created: number;
  customer: string;
  status: 'active' | 'past_due' | 'canceled';
  item: SubscriptionItemRecord;
  metadata: Metadata;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  cancellationReason: string | null;
  latestInvoice: string | null;
  schedule: string | null;
  startDate: number;
  billingCycleAnchor: number;
  /** Control: the next renewal's payment fails. */
  failNextRenewal: boolean;
}

export interface PhaseRecord {
  start: number;
  end: number;
  items: LineItemInput[];
  metadata: Metadata;
  prorationBehavior: string;
}

export interface ScheduleRecord {
  id: string;
  created: number;
  customer: string;
  subscription: string | null;
  status: 'not_started' | 'active' | 'completed' | 'released' | 'canceled';
  phases: PhaseRecord[];
  endBehavior: 'release' | 'cancel';
  releasedAt: number | null;
  releasedSubscription: string | null;
  canceledAt: number | null;
  completedAt: number | null;
  metadata: Metadata;
}

export interface InvoiceLineRecord {
  id: string;
  amount: number;
  description: string;
  price: string;
  quantity: number;
  proration: boolean;
  periodStart: number;
  periodEnd: number;
  subscriptionItem: string | null;
}

export interface InvoiceRecord {
  id: string;
  created: number;
  customer: string;
  customerEmail: string | null;
  subscription: string | null;
  subscriptionMetadata: Metadata | null;
  status: 'open' | 'paid';
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';
  lines: InvoiceLineRecord[];
  paidAt: number | null;
  finalizedAt: number;
  periodStart: number;
  periodEnd: number;
  attemptCount: number;
  number: string;
}

export interface PortalSessionRecord {
  id: string;
  created: number;
  customer: string;
  returnUrl: string | null;
}

export interface EventRecord {
  id: string;
  type: string;
  created: number;
  /** The object as it was when the event happened (rendered JSON). */
  object: Record<string, unknown>;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe-looking ids: a prefix and random letters and digits. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

export class EmulatorState {
  customers = new Map<string, CustomerRecord>();
  sessions = new Map<string, CheckoutSessionRecord>();
  subscriptions = new Map<string, SubscriptionRecord>();
  schedules = new Map<string, ScheduleRecord>();
  invoices = new Map<string, InvoiceRecord>();
  portalSessions = new Map<string, PortalSessionRecord>();
  events: EventRecord[] = [];
  eventsById = new Map<string, EventRecord>();
  /** Seconds added to the real clock by /_emulator/clock/advance. */
  clockOffset = 0;
  invoiceCounter = 0;
}
