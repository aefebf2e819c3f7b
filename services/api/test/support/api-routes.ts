// The one table of every API route: who may call it (the access matrix) and a request that is
// valid for it (which the bad-input tests then break). Shared by access-matrix.int.spec.ts and
// bad-input.int.spec.ts; a route the app registers but this table lacks fails both.
import { createBillingGateway, loadBillingConfig, type BillingGateway } from '@bolo/billing';
import { generateItemJob, IMPORT_COLUMNS, IMPORT_TEMPLATE_ROWS, QUEUES } from '@bolo/contracts';
import { createRepositories } from '@bolo/db';
import { deleteRedisKeys, SERVER_CONFIG, startStripeEmulatorProcess, unsubscribeToken, type EmulatorProcess } from '@bolo/server-kit';
import type { INestApplication } from '@nestjs/common';
import { Worker } from 'bullmq';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import Stripe from 'stripe';
import type { AppConfig } from '../../src/config/app-config';
import { csvLine } from '../../src/imports/csv-text';
import { ItemImageService } from '../../src/images/item-image.service';
import { QUEUES_DASHBOARD_PATH } from '../../src/queues-dashboard/queues-dashboard';
import { createItem, createUser, PASSWORD, signedIn, subscriberSpec, type CreatedUser, type UserSpec } from './fixtures';
import { png } from './images';
import { request, startTestApp, type TestApp } from './test-app';

export const ROLES = ['visitor', 'free', 'subscriber', 'canceledWithTimeLeft', 'lapsed', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** An exact status, or any success. */
export type Expected = number | '2xx';
export type Client = ReturnType<typeof request.agent>;

const DAY_MS = 86_400_000;

/** The users behind each role (contracts `hasDirectoryAccess`, libs/db subscription-state.ts). */
export function roleSpec(role: Exclude<Role, 'visitor'>): UserSpec {
  const now = Date.now();
  switch (role) {
    case 'free':
      return { subscriptionStatus: 'free', subscriptionPlan: 'none' };
    case 'subscriber':
      return { ...subscriberSpec(), subscriptionEndDate: new Date(now + 30 * DAY_MS) };
    case 'canceledWithTimeLeft':
      // Cancelled at period end: access continues until the end date.
      return { subscriptionStatus: 'canceled', subscriptionPlan: 'monthly', subscriptionEndDate: new Date(now + 10 * DAY_MS) };
    case 'lapsed':
      // The period is over (the webhook that turns it to 'free' may not have arrived yet).
      return { subscriptionStatus: 'canceled', subscriptionPlan: 'monthly', subscriptionEndDate: new Date(now - DAY_MS) };
    case 'admin':
      return { isAdmin: true };
  }
}

/** What one call of a route sends. Paths are concrete (ids filled in); `client` replaces the role's own. */
export interface RouteRequest {
  path: string;
  query?: Record<string, string>;
  /** JSON body (or a string sent as it is, with the content type from `headers`). */
  body?: unknown;
  headers?: Record<string, string>;
  client?: Client;
}

export interface RouteRow {
  method: Method;
  /** As Express registered it, global prefix included: '/api/bolo-items/:id'. */
  path: string;
  access: Record<Role, Expected>;
  /** Why a cell is not simply allowed/denied, for the reader of the table. */
  note?: string;
  /** Mounted as an Express sub-app (not a Nest route), so it is found by matching, not by name. */
  mounted?: boolean;
  /** The 403s are decided on the item the input names (after validation), not by a guard. */
  deniedOnInput?: boolean;
  /** Ends or replaces the caller's session or account: bad-input cases use an expendable client. */
  changesCaller?: boolean;
  /** A valid call of the route by `role`. */
  build(ctx: RouteContext, role: Role): Promise<RouteRequest> | RouteRequest;
}

// The access patterns of access.decorators.ts.
const OPEN: Record<Role, Expected> = { visitor: '2xx', free: '2xx', subscriber: '2xx', canceledWithTimeLeft: '2xx', lapsed: '2xx', admin: '2xx' };
const SIGNED_IN: Record<Role, Expected> = { ...OPEN, visitor: 401 };
const DIRECTORY: Record<Role, Expected> = { ...SIGNED_IN, free: 403, lapsed: 403 };
const ADMIN: Record<Role, Expected> = { visitor: 401, free: 403, subscriber: 403, canceledWithTimeLeft: 403, lapsed: 403, admin: '2xx' };

let sequence = 0;
const unique = (base: string) => `${base}${++sequence}${randomBytes(3).toString('hex')}`;
/** Not the username, not common: passes every new-password rule. */
const strongPassword = () => `Qv7!${randomBytes(6).toString('hex')}-Lm`;

const ITEM_FORM = {
  name: 'Vintage Pyrex Mixing Bowl',
  description: 'Colourful nesting bowls that sell quickly to collectors.',
  notes: 'Check for chips and dishwasher haze.',
  category: 'Home & Kitchen',
  subcategory: 'Glassware',
  buyPrice: '$2 - $8',
  soldRange: '$25 - $60',
  platforms: ['eBay', 'Mercari'],
  source: ['Thrift Stores', 'Estate Sales'],
  updated: '2020-01-01T00:00:00.000Z',
};

/** The import template (its columns and example rows): a CSV the import accepts. */
const TEMPLATE_CSV = [IMPORT_COLUMNS, ...IMPORT_TEMPLATE_ROWS.map((row) => IMPORT_COLUMNS.map((column) => row[column]))].map((cells) => csvLine(cells)).join('');

export const WEBHOOK_SECRET = 'whsec_route_table_test';
const webhookSigner = new Stripe('sk_test_signer_only', { telemetry: false });

/** A webhook delivery Stripe could send, signed with the app's secret (a type the app acknowledges only). */
export function signedWebhook(payload: string, secret = WEBHOOK_SECRET): RouteRequest {
  return {
    path: '/api/stripe/webhook',
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': webhookSigner.webhooks.generateTestHeaderString({ payload, secret }) },
  };
}

export const API_ROUTES: RouteRow[] = [
  // --- sign-up, sign-in and the session
  {
    method: 'POST',
    path: '/api/auth/signup',
    access: { ...OPEN },
    changesCaller: true,
    build: async (ctx, role) => {
      const username = unique('signup');
      return { client: await ctx.freshClient(role), body: { username, password: strongPassword(), email: `${username}@example.test`, firstName: 'Sam', lastName: 'Seller' }, path: '/api/auth/signup' };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/signin',
    access: { ...OPEN },
    changesCaller: true,
    build: async (ctx, role) => {
      const user = await ctx.user(role === 'visitor' ? 'free' : role);
      return { path: '/api/auth/signin', client: await ctx.freshClient(role), body: { username: user.username, password: user.password } };
    },
  },
  { method: 'GET', path: '/api/auth/me', access: SIGNED_IN, build: () => ({ path: '/api/auth/me' }) },
  {
    method: 'POST',
    path: '/api/auth/signout',
    access: { ...OPEN },
    note: 'idempotent: signing out without a session succeeds',
    changesCaller: true,
    build: async (ctx, role) => ({ path: '/api/auth/signout', client: await ctx.freshClient(role) }),
  },
  {
    method: 'PUT',
    path: '/api/auth/change-password',
    access: SIGNED_IN,
    changesCaller: true,
    build: async (ctx, role) => ({ path: '/api/auth/change-password', client: await ctx.freshClient(role), body: { currentPassword: PASSWORD, newPassword: strongPassword() } }),
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: { ...OPEN },
    build: () => ({ path: '/api/auth/forgot-password', body: { email: `${unique('nobody')}@example.test` } }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    access: { ...OPEN },
    build: async (ctx) => ({ path: '/api/auth/reset-password', body: { token: await ctx.resetToken(), newPassword: strongPassword() } }),
  },

  // --- the directory and items
  { method: 'GET', path: '/api/bolo-items/count', access: { ...OPEN }, build: () => ({ path: '/api/bolo-items/count' }) },
  { method: 'GET', path: '/api/bolo-items/preview', access: { ...OPEN }, build: () => ({ path: '/api/bolo-items/preview' }) },
  {
    method: 'GET',
    path: '/api/bolo-items',
    access: DIRECTORY,
    build: () => ({ path: '/api/bolo-items', query: { page: '1', limit: '24', search: 'bowl', category: 'Home & Kitchen', subcategory: 'Glassware' } }),
  },
  {
    method: 'GET',
    path: '/api/bolo-items/facets',
    access: DIRECTORY,
    build: () => ({ path: '/api/bolo-items/facets', query: { search: 'bowl', category: 'Home & Kitchen', platform: 'eBay,Mercari', buyMax: '25', sort: 'roi' } }),
  },
  {
    method: 'GET',
    path: '/api/bolo-items/:id',
    access: DIRECTORY,
    note: 'a published item the caller neither created nor saved',
    build: (ctx) => ({ path: `/api/bolo-items/${ctx.publishedItemId}` }),
  },
  {
    method: 'POST',
    path: '/api/bolo-items/create',
    access: SIGNED_IN,
    note: "any signed-in user may create: from a non-admin it is a proposal, a draft on the proposer's saved list",
    build: () => ({ path: '/api/bolo-items/create', body: { ...ITEM_FORM, name: unique('Pyrex bowl ') } }),
  },
  { method: 'PUT', path: '/api/bolo-items/:id', access: ADMIN, build: async (ctx) => ({ path: `/api/bolo-items/${await ctx.newItem()}`, body: { ...ITEM_FORM, name: unique('Edited bowl ') } }) },
  { method: 'PUT', path: '/api/bolo-items/:id/status', access: ADMIN, build: async (ctx) => ({ path: `/api/bolo-items/${await ctx.newItem()}/status`, body: { status: 'draft' } }) },
  { method: 'DELETE', path: '/api/bolo-items/:id', access: ADMIN, build: async (ctx) => ({ path: `/api/bolo-items/${await ctx.newItem()}` }) },
  {
    method: 'GET',
    path: '/api/images/bolo-items/:id',
    access: DIRECTORY,
    note: "a published item's picture is the paid item's: whoever may read the item (a saved one without directory access too)",
    deniedOnInput: true,
    build: (ctx) => ({ path: `/api/images/bolo-items/${ctx.picturedItemId}`, query: { size: 'original' } }),
  },
  {
    method: 'GET',
    path: '/api/images/bolo-items/:id/teaser',
    access: { ...OPEN },
    note: "a published item's tiny blurred teaser is public (the visitors' preview)",
    build: (ctx) => ({ path: `/api/images/bolo-items/${ctx.picturedItemId}/teaser` }),
  },

  // --- saved BOLOs (signed in; saving needs the right to view the item)
  { method: 'GET', path: '/api/saved-bolos', access: SIGNED_IN, build: () => ({ path: '/api/saved-bolos', query: { page: '1', limit: '24', search: 'bowl' } }) },
  { method: 'GET', path: '/api/saved-bolos/check/:id', access: SIGNED_IN, build: (ctx) => ({ path: `/api/saved-bolos/check/${ctx.publishedItemId}` }) },
  {
    method: 'POST',
    path: '/api/saved-bolos',
    access: { ...DIRECTORY, subscriber: 201, canceledWithTimeLeft: 201, admin: 201 },
    note: 'without directory access only own or already-saved items can be saved',
    deniedOnInput: true,
    build: async (ctx) => ({ path: '/api/saved-bolos', body: { boloItemId: await ctx.newItem() } }),
  },
  {
    method: 'DELETE',
    path: '/api/saved-bolos/:id',
    access: SIGNED_IN,
    note: 'removing from the list needs no subscription',
    build: async (ctx, role) => ({ path: `/api/saved-bolos/${await ctx.savedItemOf(role)}` }),
  },

  // --- comments (issue 17): the item's own access rule decides who may read, post, vote and report
  {
    method: 'GET',
    path: '/api/comments/:boloItemId',
    access: DIRECTORY,
    note: "the item's readers (without directory access: items the caller created or saved)",
    deniedOnInput: true,
    build: (ctx) => ({ path: `/api/comments/${ctx.publishedItemId}`, query: { page: '1', limit: '20' } }),
  },
  {
    method: 'POST',
    path: '/api/comments',
    access: { ...DIRECTORY, subscriber: 201, canceledWithTimeLeft: 201, admin: 201 },
    note: 'multipart with an optional picture, or JSON without one; posting needs the right to read the item',
    deniedOnInput: true,
    build: (ctx) => ({ path: '/api/comments', body: { boloItemId: ctx.publishedItemId, content: unique('Sold one last week for $40, ') } }),
  },
  {
    method: 'POST',
    path: '/api/comments/:id/vote',
    access: DIRECTORY,
    deniedOnInput: true,
    build: async (ctx) => ({ path: `/api/comments/${await commentToActOn(ctx)}/vote`, body: { voteType: 'up' } }),
  },
  {
    method: 'POST',
    path: '/api/comments/:id/report',
    access: { ...DIRECTORY, subscriber: 201, canceledWithTimeLeft: 201, admin: 201 },
    note: 'a reader who is not the author; a repeat answers 200',
    deniedOnInput: true,
    build: async (ctx) => ({ path: `/api/comments/${await commentToActOn(ctx)}/report`, body: { reason: 'Spam' } }),
  },
  {
    method: 'DELETE',
    path: '/api/comments/:id',
    access: SIGNED_IN,
    note: "the caller's own comment (anyone else's: 403); taking one's words back needs no subscription",
    build: async (ctx, role) => ({ path: `/api/comments/${await commentBy(ctx, role)}` }),
  },
  {
    method: 'GET',
    path: '/api/images/comments/:id',
    access: DIRECTORY,
    note: "a comment's 180x180 picture, for whoever may read the comment",
    deniedOnInput: true,
    build: async (ctx) => ({ path: `/api/images/comments/${await picturedComment(ctx)}` }),
  },
  {
    method: 'GET',
    path: '/api/store-pack',
    access: DIRECTORY,
    note: 'the offline store pack: checked against the subscription at every download and sync',
    build: () => ({ path: '/api/store-pack' }),
  },
  {
    method: 'POST',
    path: '/api/admin/store-pack/trace',
    access: ADMIN,
    build: () => ({ path: '/api/admin/store-pack/trace', body: { items: [[1, 0, 'Pyrex bowl', 0, -1, 1, 1, '$5', '$20', 15.004, 'Boxed']] } }),
  },

  // --- saved searches (issue 22): members with directory access, each their own
  { method: 'GET', path: '/api/saved-searches', access: DIRECTORY, build: () => ({ path: '/api/saved-searches' }) },
  { method: 'POST', path: '/api/saved-searches', access: DIRECTORY, build: () => ({ path: '/api/saved-searches', body: { name: unique('Pyrex '), query: 'search=pyrex&category=Home%20%26%20Kitchen' } }) },
  { method: 'PATCH', path: '/api/saved-searches/:id', access: DIRECTORY, build: async (ctx, role) => ({ path: `/api/saved-searches/${await ctx.savedSearchOf(role)}`, body: { notify: 'weekly' } }) },
  { method: 'DELETE', path: '/api/saved-searches/:id', access: DIRECTORY, build: async (ctx, role) => ({ path: `/api/saved-searches/${await ctx.savedSearchOf(role)}` }) },
  { method: 'GET', path: '/api/alerts', access: DIRECTORY, build: () => ({ path: '/api/alerts', query: { page: '1' } }) },
  { method: 'GET', path: '/api/alerts/count', access: DIRECTORY, build: () => ({ path: '/api/alerts/count' }) },
  { method: 'POST', path: '/api/alerts/seen', access: DIRECTORY, build: () => ({ path: '/api/alerts/seen' }) },
  { method: 'GET', path: '/api/admin/comments/reported', access: ADMIN, build: () => ({ path: '/api/admin/comments/reported' }) },
  { method: 'GET', path: '/api/admin/comments', access: ADMIN, build: () => ({ path: '/api/admin/comments', query: { page: '1', limit: '50' } }) },
  { method: 'DELETE', path: '/api/admin/comments/:id', access: ADMIN, build: async (ctx) => ({ path: `/api/admin/comments/${await commentToActOn(ctx)}` }) },
  { method: 'POST', path: '/api/admin/comments/:id/clear-report', access: ADMIN, build: async (ctx) => ({ path: `/api/admin/comments/${await reportedComment(ctx)}/clear-report` }) },

  // --- the blog (issue 18): reading is public, writing is the back office's
  { method: 'GET', path: '/api/blog/posts', access: { ...OPEN }, build: () => ({ path: '/api/blog/posts', query: { page: '1', category: 'Sourcing' } }) },
  { method: 'GET', path: '/api/blog/posts/:slug', access: { ...OPEN }, build: async (ctx) => ({ path: `/api/blog/posts/${(await publishedBlogPost(ctx)).slug}` }) },
  {
    method: 'POST',
    path: '/api/blog/posts/:slug/views',
    access: { ...OPEN },
    note: 'counted once per visitor per day; 204 either way',
    build: async (ctx) => ({ path: `/api/blog/posts/${(await publishedBlogPost(ctx)).slug}/views` }),
  },
  { method: 'GET', path: '/api/blog/sitemap', access: { ...OPEN }, build: () => ({ path: '/api/blog/sitemap' }) },
  {
    method: 'GET',
    path: '/api/images/blog/:id',
    access: { ...OPEN },
    note: "a published post's picture is public",
    build: async (ctx) => ({ path: `/api/images/blog/${await picturedBlogPost(ctx)}`, query: { v: 'matrix' } }),
  },
  { method: 'GET', path: '/api/admin/blog', access: ADMIN, build: () => ({ path: '/api/admin/blog', query: { page: '1', limit: '20', search: 'thrift', status: 'all' } }) },
  { method: 'GET', path: '/api/admin/blog/:id', access: ADMIN, build: async (ctx) => ({ path: `/api/admin/blog/${(await publishedBlogPost(ctx)).id}` }) },
  { method: 'POST', path: '/api/admin/blog', access: { ...ADMIN, admin: 201 }, build: () => ({ path: '/api/admin/blog', body: { ...BLOG_FORM, title: unique('Matrix post ') } }) },
  { method: 'PUT', path: '/api/admin/blog/:id', access: ADMIN, build: async (ctx) => ({ path: `/api/admin/blog/${await newBlogPost(ctx)}`, body: { ...BLOG_FORM, title: unique('Edited post ') } }) },
  { method: 'DELETE', path: '/api/admin/blog/:id', access: ADMIN, build: async (ctx) => ({ path: `/api/admin/blog/${await newBlogPost(ctx)}` }) },
  { method: 'POST', path: '/api/admin/blog/preview', access: ADMIN, note: "the editor's live preview", build: () => ({ path: '/api/admin/blog/preview', body: { content: '# Thrift finds\n\nPyrex **bowls**.' } }) },

  // --- the member's account
  { method: 'GET', path: '/api/profile', access: SIGNED_IN, build: () => ({ path: '/api/profile' }) },
  { method: 'PUT', path: '/api/profile', access: SIGNED_IN, build: () => ({ path: '/api/profile', body: { firstName: 'Pat', lastName: 'Reseller', email: `${unique('profile')}@example.test` } }) },
  { method: 'GET', path: '/api/profile/notifications', access: SIGNED_IN, build: () => ({ path: '/api/profile/notifications' }) },
  { method: 'PUT', path: '/api/profile/notifications', access: SIGNED_IN, build: () => ({ path: '/api/profile/notifications', body: { digest: true, followedCategories: ['Toys'] } }) },
  { method: 'PUT', path: '/api/profile/profit-target', access: SIGNED_IN, build: () => ({ path: '/api/profile/profit-target', body: { kind: 'margin', value: 30 } }) },

  // --- billing
  {
    method: 'POST',
    path: '/api/create-checkout-session',
    access: { ...OPEN, subscriber: 409, canceledWithTimeLeft: 409 },
    note: 'visitors may start a checkout; whoever still has paid access is sent to the profile (409)',
    build: () => ({ path: '/api/create-checkout-session', body: { plan: 'monthly' } }),
  },
  {
    method: 'POST',
    path: '/api/link-subscription',
    access: SIGNED_IN,
    changesCaller: true,
    build: async (ctx, role) => ({ path: '/api/link-subscription', client: await ctx.freshClient(role), body: { sessionId: await ctx.paidCheckoutSession() } }),
  },
  {
    method: 'GET',
    path: '/api/subscription',
    access: SIGNED_IN,
    note: "the subscription as the provider has it (a scheduled switch, the cancellation); these users have none: { subscription: null }",
    build: () => ({ path: '/api/subscription' }),
  },
  ...(['upgrade', 'downgrade', 'cancel', 'portal'] as const).map(
    (change): RouteRow => ({
      method: 'POST',
      path: `/api/subscription/${change}`,
      access: { ...SIGNED_IN, free: 409, subscriber: 409, canceledWithTimeLeft: 409, lapsed: 409, admin: 409 },
      note: 'signed in reaches the handler; these users have no subscription with the provider (409)',
      build: () => ({ path: `/api/subscription/${change}` }),
    }),
  ),
  {
    method: 'POST',
    path: '/api/stripe/webhook',
    access: { ...OPEN },
    note: 'authenticated by its signature, not by a session',
    build: () => signedWebhook(JSON.stringify({ id: unique('evt_matrix_'), object: 'event', type: 'customer.created', created: 1_767_225_600, data: { object: { id: 'cus_matrix', object: 'customer' } } })),
  },

  // --- analytics and health
  { method: 'POST', path: '/api/analytics/page-views', access: { ...OPEN, visitor: 204, free: 204, subscriber: 204, canceledWithTimeLeft: 204, lapsed: 204, admin: 204 }, build: () => ({ path: '/api/analytics/page-views', body: { path: '/pricing', referrer: 'https://example.test/' } }) },
  { method: 'GET', path: '/api/health', access: { ...OPEN }, build: () => ({ path: '/api/health' }) },
  { method: 'GET', path: '/api/admin/analytics', access: ADMIN, build: () => ({ path: '/api/admin/analytics' }) },

  // --- help: the contact form (public)
  {
    method: 'POST',
    path: '/api/help/contact',
    access: { ...OPEN },
    note: 'five messages an hour per client address: the counter is reset so every role gets through',
    build: async (ctx) => {
      await deleteRedisKeys(ctx.t.redis, `${ctx.t.redisKeyPrefix}rate:contactPerIp:*`);
      return { path: '/api/help/contact', body: { name: 'Pat Reseller', email: 'pat@example.test', subject: 'Matrix question', message: 'Is the annual plan cheaper?', type: 'Contact Form' } };
    },
  },
  { method: 'GET', path: '/api/help/contact-info', access: { ...OPEN }, build: () => ({ path: '/api/help/contact-info' }) },

  // --- the e-mails' unsubscribe links (public: the signed token names the account)
  { method: 'GET', path: '/api/unsubscribe', access: { ...OPEN }, note: 'authenticated by its signed token, not by a session', build: async (ctx) => ({ path: '/api/unsubscribe', query: { token: await ctx.unsubscribeTokenOf('subscriber') } }) },
  { method: 'POST', path: '/api/unsubscribe', access: { ...OPEN }, note: 'authenticated by its signed token; mailbox providers post without an Origin (RFC 8058)', build: async (ctx) => ({ path: '/api/unsubscribe', query: { token: await ctx.unsubscribeTokenOf('subscriber') }, body: {} }) },

  // --- the back office
  { method: 'GET', path: '/api/admin/stats', access: ADMIN, build: () => ({ path: '/api/admin/stats' }) },
  { method: 'GET', path: '/api/admin/users', access: ADMIN, build: () => ({ path: '/api/admin/users', query: { page: '1', limit: '20', search: 'user' } }) },
  { method: 'GET', path: '/api/admin/bolo-items', access: ADMIN, build: () => ({ path: '/api/admin/bolo-items', query: { page: '1', limit: '20', search: 'bowl', status: 'all', origin: 'proposals' } }) },
  {
    method: 'POST',
    path: '/api/admin/users',
    access: ADMIN,
    build: () => {
      const username = unique('created');
      return { path: '/api/admin/users', body: { username, password: strongPassword(), email: `${username}@example.test`, firstName: 'New', lastName: 'Member', subscriptionStatus: 'free', subscriptionPlan: 'none', isAdmin: false } };
    },
  },
  { method: 'GET', path: '/api/admin/users/:id', access: ADMIN, build: async (ctx) => ({ path: `/api/admin/users/${(await ctx.targetUser()).id}` }) },
  { method: 'PUT', path: '/api/admin/users/:id/admin', access: ADMIN, build: async (ctx) => ({ path: `/api/admin/users/${(await ctx.targetUser()).id}/admin`, body: { isAdmin: false } }) },
  { method: 'PUT', path: '/api/admin/users/:id/disabled', access: ADMIN, build: async (ctx) => ({ path: `/api/admin/users/${(await ctx.targetUser()).id}/disabled`, body: { disabled: false } }) },
  {
    method: 'PUT',
    path: '/api/admin/users/:id/complimentary',
    access: ADMIN,
    build: async (ctx) => ({ path: `/api/admin/users/${(await ctx.targetUser()).id}/complimentary`, body: { until: new Date(Date.now() + 60 * DAY_MS).toISOString().slice(0, 10) } }),
  },
  {
    method: 'POST',
    path: '/api/admin/imports',
    access: { ...ADMIN, admin: 202 },
    build: () => ({ path: '/api/admin/imports', body: { csv: TEMPLATE_CSV, mode: 'dry-run', fileName: 'paste.csv' } }),
  },
  { method: 'GET', path: '/api/admin/imports/template.csv', access: ADMIN, build: () => ({ path: '/api/admin/imports/template.csv' }) },
  { method: 'GET', path: '/api/admin/imports/:id', access: ADMIN, build: (ctx) => ({ path: `/api/admin/imports/${ctx.importId}` }) },
  { method: 'GET', path: '/api/admin/imports/:id/errors.csv', access: ADMIN, build: (ctx) => ({ path: `/api/admin/imports/${ctx.importId}/errors.csv` }) },
  { method: 'POST', path: '/api/generate-bolo', access: SIGNED_IN, note: 'the AI generator of the admin forms and of member proposals', build: () => ({ path: '/api/generate-bolo', body: { name: 'Vintage Pyrex bowl' } }) },
  { method: 'GET', path: QUEUES_DASHBOARD_PATH, access: ADMIN, mounted: true, note: 'Bull Board, an Express sub-app behind the admin guards', build: () => ({ path: QUEUES_DASHBOARD_PATH }) },
];

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

interface ExpressLayer {
  name: string;
  route?: { path: string; methods: Record<string, boolean> };
  match(path: string): boolean;
}

/**
 * What the running app registered: every Nest route (method and path, from Express's router),
 * and whether each `mounted` row's path reaches a mounted sub-app.
 */
export function registeredRoutes(app: INestApplication): { routes: string[]; unmountedRows: string[] } {
  const stack = (app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } }).router.stack;
  const routes = stack.flatMap((layer) => {
    const methods = layer.route ? Object.keys(layer.route.methods).filter((m) => m !== '_all') : [];
    // Nest registers module middleware (consumer.apply().forRoutes) once per HTTP verb: not an endpoint.
    if (methods.length >= http.METHODS.length) return [];
    return methods.map((m) => routeKey(m, layer.route!.path));
  });
  const mountedApps = stack.filter((layer) => layer.name === 'mounted_app');
  const unmountedRows = API_ROUTES.filter((row) => row.mounted && !mountedApps.some((layer) => layer.match(row.path))).map((row) => routeKey(row.method, row.path));
  return { routes, unmountedRows };
}

/** Sends a route request with a client; a string body goes as it is. */
export function send(client: Client, method: Method, req: RouteRequest) {
  const url = req.query ? `${req.path}?${new URLSearchParams(req.query).toString()}` : req.path;
  let call = method === 'GET' ? client.get(url) : method === 'POST' ? client.post(url) : method === 'PUT' ? client.put(url) : method === 'PATCH' ? client.patch(url) : client.delete(url);
  for (const [name, value] of Object.entries(req.headers ?? {})) call = call.set(name, value);
  if (req.body !== undefined) call = call.send(req.body as string | object);
  return call;
}

/**
 * The app, the Stripe emulator, a stand-in for the worker's `ai` queue, and the data the rows
 * point at. Every role has its own signed-in client; mutating rows make their own data.
 */
export class RouteContext {
  private readonly users = new Map<Role, CreatedUser>();
  private readonly clients = new Map<Role, Client>();
  private readonly repositories;
  publishedItemId = 0;
  picturedItemId = 0;
  importId = 0;
  private target?: CreatedUser;

  private constructor(
    readonly t: TestApp,
    private readonly emulator: EmulatorProcess,
    private readonly gateway: BillingGateway,
    private readonly aiWorker: Worker,
  ) {
    this.repositories = createRepositories(t.db);
  }

  static async start(env: Record<string, string> = {}): Promise<RouteContext> {
    const emulator = await startStripeEmulatorProcess({ webhookUrl: null, webhookSecret: WEBHOOK_SECRET });
    const billingEnv = { BILLING_MODE: 'emulator', STRIPE_API_URL: emulator.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, APP_URL: 'http://localhost:4200' };
    const t = await startTestApp({ ...billingEnv, ...env });
    // Answers generate-bolo jobs at once, as the worker's offline provider would: the rows are about the API.
    const aiWorker = new Worker(
      QUEUES.ai,
      async (job) => ({
        name: String((job.data as { name?: unknown }).name ?? 'Item'),
        description: 'A generated description of an item that resells well.',
        category: 'Home & Kitchen',
        subcategory: 'Glassware',
        soldRange: '$25 - $60',
        buyPrice: '$2 - $8',
        platforms: ['eBay'],
        notes: 'Generated by the test stand-in.',
        sourceLocations: ['Thrift Stores'],
        provider: 'catalogue',
      }),
      { connection: { url: t.app.get<AppConfig>(SERVER_CONFIG).redisUrl }, prefix: t.redisKeyPrefix.slice(0, -1) },
    );
    if (generateItemJob.queue !== QUEUES.ai) throw new Error('generate jobs moved off the ai queue');
    const ctx = new RouteContext(t, emulator, createBillingGateway(loadBillingConfig(billingEnv)), aiWorker);
    await ctx.arrange();
    return ctx;
  }

  private async arrange(): Promise<void> {
    for (const role of ROLES) {
      if (role === 'visitor') continue;
      const user = await createUser(this.t.db, roleSpec(role));
      this.users.set(role, user);
      this.clients.set(role, await signedIn(this.t.server, user));
    }
    this.publishedItemId = await createItem(this.t.db, { name: 'Matrix Pyrex bowl', category: 'Home & Kitchen', subcategory: 'Glassware' });
    this.picturedItemId = await createItem(this.t.db, { name: 'Matrix pictured lamp' });
    const stored = await this.t.app.get(ItemImageService).store(this.picturedItemId, await png(), 'image/png');
    // What the worker writes (no worker runs here): the card and the public teaser.
    const variant = { data: await png(), contentType: 'image/png' };
    await this.repositories.itemImages.saveVariants(this.picturedItemId, stored!.checksum, variant, variant);
    const admin = this.users.get('admin')!;
    this.importId = (await this.repositories.imports.create({ mode: 'dry-run', fileName: 'matrix.csv', file: Buffer.from('name\nLamp\n'), createdBy: admin.id })).id;
  }

  /** The role's long-lived signed-in client (a visitor gets a new cookie-less one each time). */
  client(role: Role): Client {
    return role === 'visitor' ? request.agent(this.t.server) : this.clients.get(role)!;
  }

  async user(role: Exclude<Role, 'visitor'>): Promise<CreatedUser> {
    return this.users.get(role)!;
  }

  /** A saved search of the role's account (made directly), for the routes that change or delete one; a visitor's is any id. */
  /** A signed unsubscribe token of the role's account (the weekly digest), as the worker puts in e-mails. */
  async unsubscribeTokenOf(role: Exclude<Role, 'visitor'>): Promise<string> {
    return unsubscribeToken(this.t.app.get<AppConfig>(SERVER_CONFIG).emailLinkSecret, (await this.user(role)).id, 'digest');
  }

  async savedSearchOf(role: Role): Promise<number> {
    if (role === 'visitor') return 1;
    const user = await this.user(role);
    const written = await this.repositories.savedSearches.create(user.id, { name: unique('matrix search '), notify: 'instant', query: { search: 'pyrex' } }, 1000);
    return 'row' in written ? written.row.id : 1;
  }

  /** A new user of the role, signed in on a client of its own: for calls that end or replace the session. */
  async freshClient(role: Role): Promise<Client> {
    if (role === 'visitor') return request.agent(this.t.server);
    return signedIn(this.t.server, await createUser(this.t.db, roleSpec(role)));
  }

  /** Makes a replacement for a role's client whose session or rights a call took away. */
  async renewClient(role: Exclude<Role, 'visitor'>): Promise<void> {
    const user = await createUser(this.t.db, roleSpec(role));
    this.users.set(role, user);
    this.clients.set(role, await signedIn(this.t.server, user));
  }

  newItem(): Promise<number> {
    return createItem(this.t.db, { name: unique('Matrix item ') });
  }

  /** A new item already on the role's saved list (for removing it). */
  async savedItemOf(role: Role): Promise<number> {
    const id = await this.newItem();
    if (role !== 'visitor') await this.repositories.savedItems.add(this.users.get(role)!.id, id);
    return id;
  }

  /** A member the admin rows act on (never one of the role clients). */
  async targetUser(): Promise<CreatedUser> {
    this.target ??= await createUser(this.t.db, { username: unique('target') });
    return this.target;
  }

  /** A single-use reset token of a throwaway account, as the e-mailed link carries it. */
  async resetToken(): Promise<string> {
    const owner = await createUser(this.t.db);
    const token = randomBytes(32).toString('base64url');
    await this.repositories.passwordResetTokens.issue(owner.id, createHash('sha256').update(token).digest('hex'), new Date(Date.now() + 3_600_000));
    return token;
  }

  /** A checkout a visitor started and paid on the provider's page, not linked to any account yet. */
  async paidCheckoutSession(): Promise<string> {
    const session = await this.gateway.createCheckoutSession({ plan: 'monthly', userId: null, customerId: null, email: null });
    const status = await this.emulator.pay(session.id);
    if (status !== 303) throw new Error(`the emulator did not take the payment: ${status}`);
    return session.id;
  }

  async close(): Promise<void> {
    await this.aiWorker.close();
    await this.t.close();
    await this.emulator.stop();
  }
}

// --- the comments the comment rows act on ---------------------------------------------------

const commenters = new WeakMap<RouteContext, Promise<CreatedUser>>();

/** A subscriber whose comments the role clients vote on, report and moderate (never one of them). */
function commenter(ctx: RouteContext): Promise<CreatedUser> {
  if (!commenters.has(ctx)) commenters.set(ctx, createUser(ctx.t.db, subscriberSpec()));
  return commenters.get(ctx)!;
}

async function newComment(ctx: RouteContext, authorId: number, image?: { data: Buffer; contentType: string; checksum: string }): Promise<number> {
  const id = await createRepositories(ctx.t.db).comments.create({ boloItemId: ctx.publishedItemId, userId: authorId, content: unique('A comment to act on '), image });
  if (id === null) throw new Error('the published item of the route table is gone');
  return id;
}

/** A new comment by someone else on the published item (each call its own, so reports never hide it). */
async function commentToActOn(ctx: RouteContext): Promise<number> {
  return newComment(ctx, (await commenter(ctx)).id);
}

/** A new comment by the role's own user (a visitor's target is someone else's). */
async function commentBy(ctx: RouteContext, role: Role): Promise<number> {
  return newComment(ctx, (role === 'visitor' ? await commenter(ctx) : await ctx.user(role)).id);
}

/** A comment with one open report. */
async function reportedComment(ctx: RouteContext): Promise<number> {
  const id = await commentToActOn(ctx);
  await createRepositories(ctx.t.db).comments.report(id, (await createUser(ctx.t.db, subscriberSpec())).id, 'Spam', 1_000_000);
  return id;
}

const picturedComments = new WeakMap<RouteContext, Promise<number>>();

/** A comment whose picture the worker has made (written here as the worker writes it). */
function picturedComment(ctx: RouteContext): Promise<number> {
  if (!picturedComments.has(ctx)) {
    picturedComments.set(
      ctx,
      (async () => {
        const data = await png(180, 180);
        const checksum = createHash('sha256').update(data).digest('hex');
        const id = await newComment(ctx, (await commenter(ctx)).id, { data, contentType: 'image/png', checksum });
        await createRepositories(ctx.t.db).comments.saveVariant(id, checksum, { data, contentType: 'image/png' });
        return id;
      })(),
    );
  }
  return picturedComments.get(ctx)!;
}

// --- the blog posts the blog rows read and change -------------------------------------------

const BLOG_FORM = {
  title: 'Ten thrift store finds that sell',
  slug: '',
  content: '# Finds\n\nPyrex bowls and **cast iron** pans.',
  excerpt: 'What to look for on your next trip.',
  category: 'Sourcing',
  tags: ['thrift', 'pyrex'],
  metaTitle: 'Thrift finds',
  metaDescription: 'Ten finds that sell.',
  keywords: 'thrift, pyrex',
  author: 'Matrix Writer',
  status: 'published',
};

/** A new published post, stored as the API would store it; `image`: with its picture's original. */
async function storeBlogPost(ctx: RouteContext, image?: { data: Buffer; contentType: string; checksum: string }): Promise<{ id: number; slug: string }> {
  const slug = unique('matrix-post-').replace(/\s+/g, '-');
  const result = await createRepositories(ctx.t.db).blogPosts.create(
    { ...BLOG_FORM, slug, status: 'published', readTime: 1, metaTitle: null, metaDescription: null, keywords: null },
    image,
  );
  if (!('id' in result)) throw new Error(`could not store blog post ${slug}`);
  return { id: result.id, slug };
}

const publishedBlogPosts = new WeakMap<RouteContext, Promise<{ id: number; slug: string }>>();

/** One published post the read rows share. */
function publishedBlogPost(ctx: RouteContext): Promise<{ id: number; slug: string }> {
  if (!publishedBlogPosts.has(ctx)) publishedBlogPosts.set(ctx, storeBlogPost(ctx));
  return publishedBlogPosts.get(ctx)!;
}

/** A new post for each call that edits or deletes one. */
async function newBlogPost(ctx: RouteContext): Promise<number> {
  return (await storeBlogPost(ctx)).id;
}

const picturedBlogPosts = new WeakMap<RouteContext, Promise<number>>();

/** A published post whose picture the worker has made (written here as the worker writes it). */
function picturedBlogPost(ctx: RouteContext): Promise<number> {
  if (!picturedBlogPosts.has(ctx)) {
    picturedBlogPosts.set(
      ctx,
      (async () => {
        const data = await png(120, 63);
        const checksum = createHash('sha256').update(data).digest('hex');
        const { id } = await storeBlogPost(ctx, { data, contentType: 'image/png', checksum });
        await createRepositories(ctx.t.db).blogPosts.saveVariant(id, checksum, { data, contentType: 'image/png' });
        return id;
      })(),
    );
  }
  return picturedBlogPosts.get(ctx)!;
}
