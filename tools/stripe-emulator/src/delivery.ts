import Stripe from 'stripe';

export type SignatureKind = 'valid' | 'invalid' | 'missing';

export interface DeliveryRecord {
  eventId: string;
  eventType: string;
  attempt: number;
  /** Why it was sent: the event happening, a retry, or a control request. */
  reason: 'event' | 'retry' | 'redeliver' | 'ordered';
  signature: SignatureKind;
  /** Unix milliseconds when the request was sent. */
  sentAt: number;
  durationMs: number | null;
  status: number | null;
  error: string | null;
}

export interface DeliveryOptions {
  webhookUrl: string | null;
  webhookSecret: string;
  /** Delays before each retry of a failed delivery (ms); the number of retries is its length. */
  retryDelaysMs: number[];
  log: (line: string) => void;
}

const signer = new Stripe('sk_test_signing_only', { telemetry: false });

/** Signs a payload as Stripe does; `invalid` signs with another secret, `missing` sends no header. */
export function signatureHeader(payload: string, secret: string, kind: SignatureKind): string | null {
  if (kind === 'missing') return null;
  return signer.webhooks.generateTestHeaderString({ payload, secret: kind === 'valid' ? secret : `${secret}_wrong` });
}

/** Sends events to the webhook endpoint, each on its own (as Stripe does: no ordering), retrying failures. */
export class WebhookDelivery {
  readonly records: DeliveryRecord[] = [];
  private readonly pending = new Set<Promise<unknown>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private generation = 0;

  constructor(private readonly options: DeliveryOptions) {}

  setWebhookUrl(url: string | null): void {
    this.options.webhookUrl = url;
  }

  get webhookUrl(): string | null {
    return this.options.webhookUrl;
  }

  /** Fire and forget, with retries on failure. */
  enqueue(event: { id: string; type: string }, payload: string): void {
    if (!this.options.webhookUrl) return;
    this.track(this.attemptWithRetries(event, payload, 0, 'event'));
  }

  /** One delivery now, awaited; no retries (control endpoints report what happened). */
  async sendOnce(event: { id: string; type: string }, payload: string, signature: SignatureKind, reason: DeliveryRecord['reason']): Promise<DeliveryRecord> {
    const attempt = this.records.filter((r) => r.eventId === event.id).length + 1;
    return this.send(event, payload, signature, reason, attempt);
  }

  /** Resolves when no delivery is in flight or waiting for a retry. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Drops waiting retries (reset, close). */
  cancelAll(): void {
    this.generation += 1;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  clearRecords(): void {
    this.records.length = 0;
  }

  private track(promise: Promise<unknown>): void {
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise));
  }

  private async attemptWithRetries(event: { id: string; type: string }, payload: string, retry: number, reason: DeliveryRecord['reason']): Promise<void> {
    const generation = this.generation;
    const record = await this.sendOnce(event, payload, 'valid', reason);
    const ok = record.status !== null && record.status >= 200 && record.status < 300;
    if (ok || retry >= this.options.retryDelaysMs.length || generation !== this.generation) return;
    const delay = this.options.retryDelaysMs[retry];
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, delay);
      this.timers.add(timer);
    });
    if (generation !== this.generation) return;
    await this.attemptWithRetries(event, payload, retry + 1, 'retry');
  }

  private async send(event: { id: string; type: string }, payload: string, signature: SignatureKind, reason: DeliveryRecord['reason'], attempt: number): Promise<DeliveryRecord> {
    const record: DeliveryRecord = { eventId: event.id, eventType: event.type, attempt, reason, signature, sentAt: Date.now(), durationMs: null, status: null, error: null };
    this.records.push(record);
    const url = this.options.webhookUrl;
    if (!url) {
      record.error = 'no webhook URL configured';
      return record;
    }
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' };
    const header = signatureHeader(payload, this.options.webhookSecret, signature);
    if (header) headers['stripe-signature'] = header;
    try {
      const response = await fetch(url, { method: 'POST', headers, body: payload, signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      record.status = response.status;
      if (!response.ok) record.error = `HTTP ${response.status}`;
    } catch (error) {
      record.error = (error as Error).message;
    }
    record.durationMs = Date.now() - record.sentAt;
    if (record.error && signature === 'valid') this.options.log(`webhook ${event.type} ${event.id} attempt ${attempt} failed: ${record.error}`);
    return record;
  }
}
