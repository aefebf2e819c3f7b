// The HTTP face of the emulator: Stripe's REST paths under /v1 (form-encoded in, JSON out), the
// hosted pages, and the control endpoints under /_emulator/.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EMULATOR_DEFAULTS } from '@bolo/billing';
import { PRICES } from './catalog';
import type { SignatureKind } from './delivery';
import { Emulator, StripeApiError, missing } from './emulator';
import { type FormObject, list, parseForm, str } from './form';
import { checkoutPage, invoicePage, portalPage } from './pages';
import * as render from './render';
import type { Json } from './render';

export const DEFAULT_WEBHOOK_URL = 'http://127.0.0.1:3000/api/stripe/webhook';

export interface StripeEmulatorOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Where events are POSTed; null sends none. */
  webhookUrl?: string | null;
  webhookSecret?: string;
  /** Origin of the hosted pages in the URLs it answers; default http://127.0.0.1:<port>. */
  publicUrl?: string;
  retryDelaysMs?: number[];
  log?: (line: string) => void;
}

export interface StripeEmulatorHandle {
  url: string;
  port: number;
  emulator: Emulator;
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_emulator_${Date.now()}`, 'stripe-version': '', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function sendHtml(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function jsonBody(text: string): Record<string, unknown> {
  if (!text.trim()) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new HttpError(400, 'Control endpoints take a JSON object body');
}

function listOf(data: Json[], url: string): Json {
  return { object: 'list', data, has_more: false, url };
}

function authorize(req: http.IncomingMessage): void {
  const header = req.headers.authorization ?? '';
  const bearer = /^Bearer (.+)$/.exec(header)?.[1];
  const basic = /^Basic (.+)$/.exec(header)?.[1];
  const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined);
  if (!key) {
    throw new StripeApiError(401, 'invalid_request_error', "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').");
  }
  if (!/^sk_test_[A-Za-z0-9_]+$/.test(key)) {
    throw new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}. The emulator accepts only test keys (sk_test_...).`);
  }
}

const signatureOf = (value: unknown): SignatureKind => (value === 'invalid' || value === 'missing' ? value : 'valid');

export function createRequestHandler(emulator: Emulator) {
  const publicUrl = () => emulator.options.publicUrl;
  /** Stripe's idempotent requests: a POST repeated with the same Idempotency-Key (the SDK's retries) gets the first answer. */
  const idempotent = new Map<string, { status: number; body: unknown }>();

  /** Stripe's REST API: [method, pattern, handler(params, match)]. */
  const api: Array<[string, RegExp, (params: FormObject, m: RegExpMatchArray) => Json | Promise<Json>]> = [
    ['POST', /^\/v1\/customers$/, (p) => render.renderCustomer(emulator.createCustomer(p))],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (_p, m) => render.renderCustomer(emulator.customer(m[1]))],
    ['GET', /^\/v1\/prices$/, () => listOf(Object.values(PRICES).map(render.renderPrice), '/v1/prices')],
    [
      'GET',
      /^\/v1\/prices\/([^/]+)$/,
      (_p, m) => {
        const price = PRICES[m[1]];
        if (!price) throw missing('price', m[1]);
        return render.renderPrice(price);
      },
    ],
    [
      'GET',
      /^\/v1\/products\/([^/]+)$/,
      (_p, m) => {
        const product = emulator.renderById(m[1]);
        if (!product || !m[1].startsWith('prod_')) throw missing('product', m[1]);
        return product;
      },
    ],
    ['POST', /^\/v1\/checkout\/sessions$/, (p) => render.renderCheckoutSession(emulator.createCheckoutSession(p), publicUrl())],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (_p, m) => render.renderCheckoutSession(emulator.session(m[1]), publicUrl())],
    ['POST', /^\/v1\/subscriptions$/, (p) => render.renderSubscription(emulator.createSubscription(p))],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_p, m) => render.renderSubscription(emulator.subscription(m[1]))],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (p, m) => render.renderSubscription(emulator.updateSubscription(m[1], p))],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (_p, m) => render.renderSubscription(emulator.cancelSubscriptionNow(m[1]))],
    [
      'GET',
      /^\/v1\/subscription_items\/([^/]+)$/,
      (_p, m) => {
        const subscription = emulator.subscriptionOfItem(m[1]);
        return render.renderSubscriptionItem(subscription.item, subscription.id);
      },
    ],
    [
      'POST',
      /^\/v1\/subscription_items\/([^/]+)$/,
      (p, m) => {
        const subscription = emulator.subscriptionOfItem(m[1]);
        emulator.updateSubscription(subscription.id, { items: [{ id: m[1], ...(p.price ? { price: p.price } : {}), ...(p.quantity ? { quantity: p.quantity } : {}) }], ...(p.proration_behavior ? { proration_behavior: p.proration_behavior } : {}) });
        return render.renderSubscriptionItem(subscription.item, subscription.id);
      },
    ],
    ['POST', /^\/v1\/subscription_schedules$/, (p) => render.renderSchedule(emulator.createSchedule(p), emulator.now())],
    ['GET', /^\/v1\/subscription_schedules\/([^/]+)$/, (_p, m) => render.renderSchedule(emulator.schedule(m[1]), emulator.now())],
    ['POST', /^\/v1\/subscription_schedules\/([^/]+)\/release$/, (_p, m) => render.renderSchedule(emulator.releaseSchedule(m[1]), emulator.now())],
    ['POST', /^\/v1\/subscription_schedules\/([^/]+)$/, (p, m) => render.renderSchedule(emulator.updateSchedule(m[1], p), emulator.now())],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, (_p, m) => emulator.renderInvoice(emulator.invoice(m[1]))],
    ['POST', /^\/v1\/billing_portal\/sessions$/, (p) => render.renderPortalSession(emulator.createPortalSession(p), publicUrl())],
    ['GET', /^\/v1\/events\/([^/]+)$/, (_p, m) => emulator.renderEvent(emulator.event(m[1]))],
    [
      'GET',
      /^\/v1\/events$/,
      (p) => {
        const type = str(p.type);
        const events = emulator.state.events.filter((e) => !type || e.type === type).reverse();
        const limit = Math.min(100, Number(str(p.limit) ?? 10) || 10);
        return { ...listOf(events.slice(0, limit).map((e) => emulator.renderEvent(e)), '/v1/events'), has_more: events.length > limit };
      },
    ],
  ];

  /** Control endpoints: JSON in, JSON out. */
  const control: Array<[string, RegExp, (body: Record<string, unknown>, m: RegExpMatchArray, query: URLSearchParams) => unknown]> = [
    ['GET', /^\/_emulator\/health$/, () => ({ ok: true })],
    ['GET', /^\/_emulator\/clock$/, () => ({ now: emulator.now(), offsetSeconds: emulator.state.clockOffset })],
    [
      'POST',
      /^\/_emulator\/clock\/advance$/,
      (body) => {
        const seconds = body.seconds;
        const to = body.to;
        let target: number;
        if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) target = emulator.now() + Math.floor(seconds);
        else if (typeof to === 'number' && Number.isFinite(to)) target = Math.floor(to);
        else if (typeof to === 'string' && !Number.isNaN(Date.parse(to))) target = Math.floor(Date.parse(to) / 1000);
        else throw new HttpError(400, 'Give { "seconds": N } (N >= 0) or { "to": unixSeconds | ISO date }');
        const events = emulator.advanceClockTo(target);
        return { now: emulator.now(), events: events.map((e) => ({ id: e.id, type: e.type, created: e.created, objectId: e.object.id })) };
      },
    ],
    [
      'POST',
      /^\/_emulator\/subscriptions\/([^/]+)\/fail-next-renewal$/,
      (_b, m) => {
        const subscription = emulator.failNextRenewal(m[1]);
        return { subscription: subscription.id, failNextRenewal: true, renewsAt: subscription.item.periodEnd };
      },
    ],
    [
      'GET',
      /^\/_emulator\/events$/,
      (_b, _m, query) => {
        const type = query.get('type');
        const objectId = query.get('object');
        return {
          events: emulator.state.events
            .filter((e) => (!type || e.type === type) && (!objectId || e.object.id === objectId))
            .map((e) => ({ id: e.id, type: e.type, created: e.created, objectId: e.object.id })),
        };
      },
    ],
    ['GET', /^\/_emulator\/events\/([^/]+)$/, (_b, m) => emulator.renderEvent(emulator.event(m[1]))],
    [
      'POST',
      /^\/_emulator\/events\/([^/]+)\/redeliver$/,
      async (body, m) => {
        const times = typeof body.times === 'number' && body.times >= 1 && body.times <= 20 ? Math.floor(body.times) : 1;
        return { deliveries: await emulator.redeliver(m[1], times, signatureOf(body.signature)) };
      },
    ],
    [
      'POST',
      /^\/_emulator\/deliver$/,
      async (body) => {
        const ids = Array.isArray(body.eventIds) ? body.eventIds.filter((id): id is string => typeof id === 'string') : [];
        if (ids.length === 0) throw new HttpError(400, 'Give { "eventIds": ["evt_...", ...] } in the order to deliver them');
        return { deliveries: await emulator.deliverInOrder(ids, signatureOf(body.signature)) };
      },
    ],
    [
      'GET',
      /^\/_emulator\/deliveries$/,
      (_b, _m, query) => {
        const eventId = query.get('event');
        return { deliveries: emulator.delivery.records.filter((r) => !eventId || r.eventId === eventId) };
      },
    ],
    [
      'POST',
      /^\/_emulator\/webhook$/,
      (body) => {
        if (body.url !== null && typeof body.url !== 'string') throw new HttpError(400, 'Give { "url": "http://..." } or { "url": null }');
        emulator.delivery.setWebhookUrl(body.url as string | null);
        return { webhookUrl: emulator.delivery.webhookUrl };
      },
    ],
    ['POST', /^\/_emulator\/idle$/, async () => {
      await emulator.delivery.idle();
      return { idle: true };
    }],
    [
      'POST',
      /^\/_emulator\/reset$/,
      () => {
        emulator.reset();
        idempotent.clear();
        return { reset: true };
      },
    ],
  ];

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const method = req.method ?? 'GET';
    const path = url.pathname;

    if (path.startsWith('/v1/')) {
      try {
        authorize(req);
        const route = api.find(([m, pattern]) => m === method && pattern.test(path));
        if (!route) throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}). The emulator serves only the part of Stripe's API BOLO Directory uses.`);
        const body = method === 'GET' || method === 'DELETE' ? '' : await readBody(req);
        const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
        const replayKey = typeof key === 'string' ? `${path} ${key}` : null;
        const replay = replayKey ? idempotent.get(replayKey) : undefined;
        if (replay) return sendJson(res, replay.status, replay.body);
        const params = parseForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body);
        let answer: { status: number; body: unknown };
        try {
          answer = { status: 200, body: emulator.expand(await route[2](params, path.match(route[1]) as RegExpMatchArray), params.expand) };
        } catch (error) {
          if (!(error instanceof StripeApiError)) throw error;
          answer = { status: error.status, body: error.toJSON() };
        }
        if (replayKey) idempotent.set(replayKey, answer);
        sendJson(res, answer.status, answer.body);
      } catch (error) {
        if (error instanceof StripeApiError) sendJson(res, error.status, error.toJSON());
        else throw error;
      }
      return;
    }

    if (path.startsWith('/_emulator/')) {
      const route = control.find(([m, pattern]) => m === method && pattern.test(path));
      if (!route) throw new HttpError(404, `No control endpoint ${method} ${path}`);
      const body = method === 'POST' ? jsonBody(await readBody(req)) : {};
      try {
        sendJson(res, 200, await route[2](body, path.match(route[1]) as RegExpMatchArray, url.searchParams));
      } catch (error) {
        if (error instanceof StripeApiError) sendJson(res, error.status, error.toJSON());
        else throw error;
      }
      return;
    }

    const checkout = /^\/checkout\/([^/]+)$/.exec(path);
    if (checkout) {
      const session = emulator.session(checkout[1]);
      if (method === 'GET') return sendHtml(res, 200, checkoutPage(session, emulator.prefilledEmail(session), null));
      if (method === 'POST') {
        const form = parseForm(await readBody(req));
        const result = emulator.payCheckout(session.id, { email: str(form.email), number: str(form.cardNumber), expiry: str(form.cardExpiry), cvc: str(form.cardCvc) });
        if ('redirect' in result) return redirect(res, result.redirect);
        return sendHtml(res, 402, checkoutPage(session, str(form.email) ?? emulator.prefilledEmail(session), result.error));
      }
    }

    const portal = /^\/portal\/([^/]+)$/.exec(path);
    if (portal) {
      const session = emulator.portalSession(portal[1]);
      const page = (notice: string | null, error: string | null) =>
        portalPage(session.id, session.returnUrl, emulator.subscriptionsOf(session.customer), emulator.openInvoicesOf(session.customer), notice, error);
      if (method === 'GET') return sendHtml(res, 200, page(null, null));
      if (method === 'POST') {
        const form = parseForm(await readBody(req));
        const result = emulator.updateCardInPortal(session.id, { number: str(form.cardNumber), expiry: str(form.cardExpiry), cvc: str(form.cardCvc) });
        if ('error' in result) return sendHtml(res, 402, page(null, result.error));
        return sendHtml(res, 200, page(result.paid > 0 ? 'Card updated; the payment due was paid and your subscription is active again.' : 'Card updated.', null));
      }
    }

    const invoice = /^\/invoice\/([^/]+)$/.exec(path);
    if (invoice && method === 'GET') return sendHtml(res, 200, invoicePage(emulator.invoice(invoice[1])));

    if (path === '/' && method === 'GET') return sendJson(res, 200, { emulator: 'stripe', apiVersion: emulator.apiVersion, webhookUrl: emulator.delivery.webhookUrl, prices: list(Object.keys(PRICES)) });
    throw new HttpError(404, `Not found: ${method} ${path}`);
  }

  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.end();
      if (error instanceof StripeApiError) return sendJson(res, error.status, error.toJSON());
      if (error instanceof HttpError) return sendJson(res, error.status, { error: { type: 'invalid_request_error', message: error.message } });
      emulator.options.log(`internal error: ${(error as Error).stack ?? String(error)}`);
      sendJson(res, 500, { error: { type: 'api_error', message: 'The emulator failed to handle the request.' } });
    });
  };
}

/** Starts the emulator on loopback; resolves once it listens. */
export async function startStripeEmulator(options: StripeEmulatorOptions = {}): Promise<StripeEmulatorHandle> {
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? EMULATOR_DEFAULTS.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const emulator = new Emulator({
    publicUrl: (options.publicUrl ?? `http://${host}:${port}`).replace(/\/+$/, ''),
    webhookUrl: options.webhookUrl === undefined ? DEFAULT_WEBHOOK_URL : options.webhookUrl,
    webhookSecret: options.webhookSecret ?? EMULATOR_DEFAULTS.webhookSecret,
    retryDelaysMs: options.retryDelaysMs ?? [500, 1000, 2000, 4000, 8000],
    log: options.log ?? (() => {}),
  });
  server.on('request', createRequestHandler(emulator));
  // Renewals and period ends that fall due in real time, not only through the control clock.
  const ticker = setInterval(() => emulator.runDue(), 1000);
  ticker.unref();
  return {
    url: `http://${host}:${port}`,
    port,
    emulator,
    async close() {
      clearInterval(ticker);
      emulator.delivery.cancelAll();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
