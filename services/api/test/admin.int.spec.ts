import { hasDirectoryAccess } from '@bolo/contracts';
import { createRepositories } from '@bolo/db';
import { createItem, createUser, signedIn, subscriberSpec, withQuery } from './support/fixtures';
import { request, startTestApp, TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;
const DAY = 24 * 60 * 60 * 1000;

describe('admin', () => {
  let t: TestApp;
  let admin: Agent;
  let subscriber: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const lastMonth = new Date(monthStart.getTime() - DAY);
    const twoMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15));
    const future = new Date(now.getTime() + 30 * DAY);
    const past = new Date(now.getTime() - DAY);

    admin = await signedIn(t.server, await createUser(t.db, { isAdmin: true, subscriptionStatus: 'active', username: 'the_admin' }));
    subscriber = await signedIn(t.server, await createUser(t.db, { ...subscriberSpec(), username: 'paying_member' }));
    await createUser(t.db, { subscriptionStatus: 'canceled', subscriptionEndDate: future });
    await createUser(t.db, { subscriptionStatus: 'canceled', subscriptionEndDate: past });
    await createUser(t.db, { subscriptionStatus: 'premium' });
    await createUser(t.db, { subscriptionStatus: 'pro', subscriptionEndDate: past });
    await createUser(t.db, { subscriptionStatus: 'past_due' });
    await createUser(t.db, { username: 'old_timer', createdAt: lastMonth });

    for (let i = 0; i < 3; i++) await createItem(t.db, { name: `Fresh item ${i}` });
    await createItem(t.db, { name: 'Fresh draft', status: 'draft' });
    await createItem(t.db, { name: 'Old item A', createdAt: new Date(now.getTime() - 10 * DAY) });
    await createItem(t.db, { name: 'Old draft B', status: 'draft', createdAt: new Date(now.getTime() - 10 * DAY) });

    const pay = (cents: number, paidAt: Date) =>
      createRepositories(t.db).payments.record({ userId: null, amountCents: cents, plan: 'monthly', stripeInvoiceId: null, paidAt });
    await pay(1900, now);
    await pay(18000, now);
    await pay(1900, lastMonth);
    await pay(5000, twoMonthsAgo);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/admin/stats', () => {
    it('answers 401 when logged out and 403 to a subscriber', async () => {
      expect((await request(t.server).get('/api/admin/stats')).status).toBe(401);
      const res = await subscriber.get('/api/admin/stats');
      expect(res.status).toBe(403);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it('computes every figure from the stored data', async () => {
      const res = await admin.get('/api/admin/stats');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        totalUsers: 8,
        newUsersThisMonth: 7,
        // active member, canceled-with-time-left, premium; the admin is not a subscriber
        activeSubscribers: 3,
        subscriptionRate: 37.5,
        totalBoloItems: 6,
        newBoloItemsThisWeek: 4,
        monthlyRevenue: 199,
        revenueGrowth: 947.4,
      });
    });
  });

  describe('GET /api/admin/users', () => {
    it('is for admins only', async () => {
      expect((await request(t.server).get('/api/admin/users')).status).toBe(401);
      expect((await subscriber.get('/api/admin/users')).status).toBe(403);
    });

    it('lists users newest first with total, never passwords', async () => {
      const res = await admin.get('/api/admin/users?limit=3');
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(8);
      expect(res.body.users).toHaveLength(3);
      expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
      const created = res.body.users.map((u: { createdAt: string }) => Date.parse(u.createdAt));
      expect([...created].sort((a, b) => b - a)).toEqual(created);
      expect(Object.keys(res.body.users[0]).sort()).toEqual(
        // AdminUser: the public user, when it joined, and the account state user management shows.
        ['createdAt', 'disabledAt', 'email', 'firstName', 'id', 'isAdmin', 'lastName', 'stripeCustomerId', 'subscriptionEndDate', 'subscriptionId', 'subscriptionPlan', 'subscriptionStatus', 'username'].sort(),
      );
      const lastPage = await admin.get('/api/admin/users?limit=3&page=3');
      expect(lastPage.body.users.map((u: { username: string }) => u.username)).toEqual(['the_admin', 'old_timer']);
    });

    it('defaults to 20 per page and refuses more than 100', async () => {
      expect((await admin.get('/api/admin/users')).body.users).toHaveLength(8);
      expect((await admin.get('/api/admin/users?limit=101')).status).toBe(400);
      expect((await admin.get('/api/admin/users?page=0')).status).toBe(400);
    });
  });

  describe('GET /api/admin/bolo-items', () => {
    it('is for admins only', async () => {
      expect((await request(t.server).get('/api/admin/bolo-items')).status).toBe(401);
      expect((await subscriber.get('/api/admin/bolo-items')).status).toBe(403);
    });

    it('includes drafts and filters by status', async () => {
      const all = await admin.get('/api/admin/bolo-items');
      expect(all.status).toBe(200);
      expect(all.body.pagination).toEqual({ total: 6, totalPages: 1, page: 1, limit: 20 });
      const drafts = await admin.get('/api/admin/bolo-items?status=draft');
      expect(drafts.body.items.map((i: { name: string }) => i.name).sort()).toEqual(['Fresh draft', 'Old draft B']);
      const published = await admin.get('/api/admin/bolo-items?status=published&limit=2');
      expect(published.body.pagination).toEqual({ total: 4, totalPages: 2, page: 1, limit: 2 });
      expect((await admin.get('/api/admin/bolo-items?status=archived')).status).toBe(400);
    });

    it('searches drafts too', async () => {
      const res = await admin.get(withQuery('/api/admin/bolo-items', { search: 'draft b' }));
      expect(res.body.items.map((i: { name: string }) => i.name)).toEqual(['Old draft B']);
    });
  });

  it('counts subscribers in SQL exactly as the contracts predicate does', async () => {
    const now = new Date();
    const dates = [null, new Date(now.getTime() - DAY), now, new Date(now.getTime() + DAY)];
    const statuses = ['free', 'active', 'canceled', 'premium', 'pro', 'past_due', 'incomplete'];
    const cases: Array<{ id: number; status: string; end: Date | null }> = [];
    for (const status of statuses) {
      for (const end of dates) {
        const { id } = await createUser(t.db, { subscriptionStatus: status, subscriptionEndDate: end });
        cases.push({ id, status, end });
      }
    }
    const rows = await createRepositories(t.db).users.subscriberFlags(now);
    const sql = new Map(rows.map((r) => [r.id, r.access]));
    for (const c of cases) {
      const expected = hasDirectoryAccess({ isAdmin: false, subscriptionStatus: c.status, subscriptionEndDate: c.end }, now);
      expect({ ...c, access: sql.get(c.id) }).toEqual({ ...c, access: expected });
    }
  });
});
