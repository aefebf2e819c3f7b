import { ADMIN_MESSAGES, ADMIN_USER_MESSAGES, AUTH_MESSAGES } from '@bolo/contracts';
import { createRepositories } from '@bolo/db';
import { createItem, createUser, PASSWORD, signedIn, subscriberSpec, withQuery, type CreatedUser } from './support/fixtures';
import { request, startTestApp, TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;
const DAY = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const usernames = (body: { users: Array<{ username: string }> }) => body.users.map((u) => u.username);

describe('admin user management', () => {
  let t: TestApp;
  let adminUser: CreatedUser;
  let admin: Agent;
  let member: Agent;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    const now = Date.now();
    const db = createRepositories(t.db);
    const add = async (username: string, daysAgo: number, spec: Parameters<typeof createUser>[1] = {}, names?: { firstName: string; lastName: string; email: string }) => {
      const user = await createUser(t.db, { username, createdAt: new Date(now - daysAgo * DAY), ...spec });
      if (names) await db.users.updateProfile(user.id, names);
      ids[username] = user.id;
      return user;
    };
    adminUser = await add('root_admin', 10, { isAdmin: true });
    await add('alice_w', 5, { ...subscriberSpec() }, { firstName: 'Alice', lastName: 'Smith', email: 'alice@example.test' });
    await add('bob_j', 4, { subscriptionStatus: 'canceled', subscriptionPlan: 'annual', subscriptionEndDate: new Date(now + 5 * DAY) }, { firstName: 'Bob', lastName: 'Jones', email: 'bob@shop.example' });
    await add('carol_admin', 3, { isAdmin: true });
    await add('dave', 2, {}, { firstName: 'Dave', lastName: 'Smithers', email: 'dave@example.test' });
    const memberUser = await add('plain_member', 1);
    admin = await signedIn(t.server, adminUser);
    member = await signedIn(t.server, memberUser);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('access', () => {
    // Every row has three entries: with two, jest would pass its `done` callback as the body.
    const endpoints: Array<[string, string, object | null]> = [
      ['get', '/api/admin/users', null],
      ['get', '/api/admin/users/1', null],
      ['put', '/api/admin/users/1/admin', { isAdmin: true }],
      ['put', '/api/admin/users/1/disabled', { disabled: true }],
      ['put', '/api/admin/users/1/complimentary', { until: '2099-01-01' }],
      ['post', '/api/admin/users', { username: 'sneaky', password: 'secret-1' }],
    ];

    it.each(endpoints)('%s %s answers 401 signed out and 403 to a member', async (method, path, body) => {
      const anonymous = request(t.server)[method as 'get'](path);
      expect((await (body ? anonymous.send(body) : anonymous)).status).toBe(401);
      const asMember = member[method as 'get'](path);
      const res = await (body ? asMember.send(body) : asMember);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(ADMIN_MESSAGES.adminRequired);
    });
  });

  describe('GET /api/admin/users', () => {
    it('lists newest first with the account state; the dashboard limit of 10 works', async () => {
      const res = await admin.get('/api/admin/users?limit=10');
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(6);
      expect(usernames(res.body)).toEqual(['plain_member', 'dave', 'carol_admin', 'bob_j', 'alice_w', 'root_admin']);
      expect(res.body.users[0]).toEqual(
        expect.objectContaining({ username: 'plain_member', stripeCustomerId: null, subscriptionId: null, disabledAt: null, createdAt: expect.any(String) }),
      );
      expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
    });

    it('sorts oldest first and pages on the server', async () => {
      const res = await admin.get(withQuery('/api/admin/users', { sort: 'joined_asc', limit: 2, page: 2 }));
      expect(res.body).toEqual(expect.objectContaining({ total: 6 }));
      expect(usernames(res.body)).toEqual(['bob_j', 'carol_admin']);
      expect(usernames((await admin.get(withQuery('/api/admin/users', { limit: 4, page: 2 }))).body)).toEqual(['alice_w', 'root_admin']);
    });

    it('searches username, e-mail, first and last name, case-insensitively', async () => {
      const search = async (term: string) => usernames((await admin.get(withQuery('/api/admin/users', { search: term }))).body);
      expect(await search('SMITH')).toEqual(['dave', 'alice_w']); // last names Smithers and Smith
      expect(await search('shop.EXAMPLE')).toEqual(['bob_j']);
      expect(await search('alic')).toEqual(['alice_w']);
      expect(await search('carol_ad')).toEqual(['carol_admin']);
      // LIKE wildcards are taken literally.
      expect(await search('%')).toEqual([]);
      expect(await search('b_b')).toEqual([]);
    });

    it('filters by status, plan and role, with the filtered total', async () => {
      const list = (params: Record<string, string>) => admin.get(withQuery('/api/admin/users', params));
      expect(usernames((await list({ status: 'canceled' })).body)).toEqual(['bob_j']);
      expect(usernames((await list({ plan: 'monthly' })).body)).toEqual(['alice_w']);
      const admins = await list({ role: 'admin' });
      expect(admins.body).toEqual(expect.objectContaining({ total: 2 }));
      expect(usernames(admins.body)).toEqual(['carol_admin', 'root_admin']);
      expect((await list({ role: 'member', status: 'free' })).body.total).toBe(2);
      expect((await list({ status: 'all', plan: 'all', role: 'all' })).body.total).toBe(6);
    });

    it('refuses unknown filters with their message', async () => {
      const res = await admin.get('/api/admin/users?status=gold');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Unknown subscription status');
      expect((await admin.get('/api/admin/users?sort=name')).body.message).toBe('sort must be joined_desc or joined_asc');
      expect((await admin.get('/api/admin/users?role=owner')).status).toBe(400);
    });
  });

  describe('GET /api/admin/users/:id', () => {
    it('shows the account, its counts and its newest 20 proposals', async () => {
      const userId = ids.dave;
      const db = createRepositories(t.db);
      const start = Date.now() - 100 * DAY;
      const itemIds: number[] = [];
      for (let i = 0; i < 22; i++) {
        itemIds.push(await createItem(t.db, { name: `Proposal ${i}`, status: 'draft', createdBy: userId, createdAt: new Date(start + i * DAY) }));
      }
      await db.savedItems.add(userId, itemIds[0]);
      await db.savedItems.add(userId, itemIds[1]);
      await t.db.query(`INSERT INTO comments (bolo_item_id, user_id, content) VALUES ($1, $2, 'Nice find'), ($1, $2, 'Sold one')`, [itemIds[0], userId]);
      await t.db.query(`INSERT INTO comments (bolo_item_id, user_id, content) VALUES ($1, $2, 'Also mine')`, [itemIds[0], ids.bob_j]);

      const res = await admin.get(`/api/admin/users/${userId}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(
        expect.objectContaining({ savedCount: 2, commentsCount: 2, proposalsCount: 22, user: expect.objectContaining({ id: userId, username: 'dave', lastName: 'Smithers' }) }),
      );
      expect(res.body.proposals).toHaveLength(20);
      expect(res.body.proposals[0]).toEqual({ id: itemIds[21], name: 'Proposal 21', status: 'draft', updated: expect.any(String) });
      expect(res.body.proposals[19].name).toBe('Proposal 2');
    });

    it('answers 404 User not found for an unknown or malformed id', async () => {
      for (const id of ['999999', 'abc', '0']) {
        const res = await admin.get(`/api/admin/users/${id}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(ADMIN_USER_MESSAGES.notFound);
      }
    });
  });

  describe('PUT /api/admin/users/:id/admin', () => {
    it('grants and removes the admin role, effective on the next request', async () => {
      const target = await createUser(t.db, { username: 'promoted' });
      const agent = await signedIn(t.server, target);
      expect((await agent.get('/api/admin/stats')).status).toBe(403);

      const granted = await admin.put(`/api/admin/users/${target.id}/admin`).send({ isAdmin: true });
      expect(granted.status).toBe(200);
      expect(granted.body).toEqual({ message: ADMIN_USER_MESSAGES.madeAdmin, user: expect.objectContaining({ id: target.id, isAdmin: true }) });
      expect((await agent.get('/api/admin/stats')).status).toBe(200);

      const removed = await admin.put(`/api/admin/users/${target.id}/admin`).send({ isAdmin: false });
      expect(removed.body.message).toBe(ADMIN_USER_MESSAGES.removedAdmin);
      expect((await agent.get('/api/admin/stats')).status).toBe(403);
    });

    it('never on yourself, never on a missing user, only with a boolean', async () => {
      const self = await admin.put(`/api/admin/users/${adminUser.id}/admin`).send({ isAdmin: false });
      expect(self.status).toBe(400);
      expect(self.body.message).toBe(ADMIN_USER_MESSAGES.notYourself);
      expect((await admin.get('/api/auth/me')).body.user.isAdmin).toBe(true);
      expect((await admin.put('/api/admin/users/999999/admin').send({ isAdmin: true })).status).toBe(404);
      const bad = await admin.put(`/api/admin/users/${ids.dave}/admin`).send({ isAdmin: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('isAdmin must be true or false');
    });
  });

  describe('PUT /api/admin/users/:id/disabled', () => {
    it('ends the sessions at once, refuses sign-in, and enabling restores it', async () => {
      const target = await createUser(t.db, { username: 'to_disable', ...subscriberSpec() });
      const phone = await signedIn(t.server, target);
      const laptop = await signedIn(t.server, target);
      expect((await phone.get('/api/auth/me')).status).toBe(200);
      const sessionsKey = `${t.redisKeyPrefix}user-sessions-by-age:${target.id}`;
      expect(await t.redis.zcard(sessionsKey)).toBe(2);

      const disabled = await admin.put(`/api/admin/users/${target.id}/disabled`).send({ disabled: true });
      expect(disabled.status).toBe(200);
      expect(disabled.body).toEqual({ message: ADMIN_USER_MESSAGES.disabled, user: expect.objectContaining({ id: target.id, disabledAt: expect.any(String) }) });
      expect(await t.redis.exists(sessionsKey)).toBe(0);
      for (const device of [phone, laptop]) {
        expect((await device.get('/api/auth/me')).status).toBe(401);
        expect((await device.get('/api/bolo-items')).status).toBe(401);
      }

      const refused = await request(t.server).post('/api/auth/signin').send({ username: target.username, password: PASSWORD });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(ADMIN_USER_MESSAGES.accountDisabled);
      // A wrong password learns nothing about the account.
      const wrong = await request(t.server).post('/api/auth/signin').send({ username: target.username, password: 'not-the-password' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe(AUTH_MESSAGES.invalidCredentials);
      const listed = await admin.get(withQuery('/api/admin/users', { search: 'to_disable' }));
      expect(listed.body.users[0].disabledAt).toEqual(disabled.body.user.disabledAt);

      const enabled = await admin.put(`/api/admin/users/${target.id}/disabled`).send({ disabled: false });
      expect(enabled.body).toEqual({ message: ADMIN_USER_MESSAGES.enabled, user: expect.objectContaining({ disabledAt: null }) });
      const again = await signedIn(t.server, target);
      expect((await again.get('/api/bolo-items')).status).toBe(200);
    });

    it('refuses a session that survived the revocation (the guard reads disabled_at)', async () => {
      const target = await createUser(t.db, { username: 'stale_session' });
      const agent = await signedIn(t.server, target);
      // Disabled behind the API's back: the session still exists in Redis.
      await t.db.query(`UPDATE users SET disabled_at = now() WHERE id = $1`, [target.id]);
      const res = await agent.get('/api/auth/me');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(ADMIN_USER_MESSAGES.accountDisabled);
    });

    it('never on yourself', async () => {
      const res = await admin.put(`/api/admin/users/${adminUser.id}/disabled`).send({ disabled: true });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ADMIN_USER_MESSAGES.notYourself);
      expect((await admin.get('/api/auth/me')).status).toBe(200);
      expect((await admin.put(`/api/admin/users/${ids.dave}/disabled`).send({})).body.message).toBe('disabled must be true or false');
    });
  });

  describe('PUT /api/admin/users/:id/complimentary', () => {
    it('grants directory access until the end of that UTC day', async () => {
      const target = await createUser(t.db, { username: 'comped' });
      const agent = await signedIn(t.server, target);
      expect((await agent.get('/api/bolo-items')).status).toBe(403);

      const until = isoDay(Date.now() + 7 * DAY);
      const res = await admin.put(`/api/admin/users/${target.id}/complimentary`).send({ until });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(ADMIN_USER_MESSAGES.complimentaryGranted(until));
      expect(res.body.user).toEqual(
        expect.objectContaining({ subscriptionStatus: 'premium', subscriptionEndDate: new Date(Date.parse(`${until}T00:00:00Z`) + DAY).toISOString() }),
      );
      expect((await agent.get('/api/bolo-items')).status).toBe(200);
    });

    it('accepts today (access until midnight UTC) and refuses a past day or a non-date', async () => {
      const target = await createUser(t.db, { username: 'comped_today' });
      expect((await admin.put(`/api/admin/users/${target.id}/complimentary`).send({ until: isoDay(Date.now()) })).status).toBe(200);
      const past = await admin.put(`/api/admin/users/${target.id}/complimentary`).send({ until: isoDay(Date.now() - DAY) });
      expect(past.status).toBe(400);
      expect(past.body.message).toBe(ADMIN_USER_MESSAGES.untilInPast);
      for (const until of ['2099-02-30', '31/12/2099', '', 20990101]) {
        const bad = await admin.put(`/api/admin/users/${target.id}/complimentary`).send({ until });
        expect(bad.status).toBe(400);
        expect(bad.body.message).toBe(ADMIN_USER_MESSAGES.untilInvalid);
      }
      expect((await admin.put('/api/admin/users/999999/complimentary').send({ until: '2099-01-01' })).status).toBe(404);
    });

    it('refuses (409) while Stripe bills the user, changing nothing', async () => {
      const target = await createUser(t.db, { username: 'stripe_payer', ...subscriberSpec() });
      await t.db.query(`UPDATE users SET stripe_customer_id = 'cus_123', subscription_id = 'sub_123' WHERE id = $1`, [target.id]);
      const res = await admin.put(`/api/admin/users/${target.id}/complimentary`).send({ until: '2099-01-01' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(ADMIN_USER_MESSAGES.stripeSubscriptionActive);
      const detail = await admin.get(`/api/admin/users/${target.id}`);
      expect(detail.body.user).toEqual(
        expect.objectContaining({ subscriptionStatus: 'active', subscriptionEndDate: null, stripeCustomerId: 'cus_123', subscriptionId: 'sub_123' }),
      );
    });
  });

  describe('POST /api/admin/users', () => {
    const create = (body: object) => admin.post('/api/admin/users').send(body);

    it('creates the account with a hashed password; it can sign in', async () => {
      const res = await create({
        username: 'new_helper',
        password: 'helper-pass',
        email: 'Helper@Example.test',
        firstName: 'New',
        lastName: 'Helper',
        subscriptionStatus: 'active',
        subscriptionPlan: 'annual',
        isAdmin: true,
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('User created successfully!');
      expect(res.body.user).toEqual(
        expect.objectContaining({ username: 'new_helper', email: 'Helper@Example.test', firstName: 'New', isAdmin: true, subscriptionStatus: 'active', subscriptionPlan: 'annual' }),
      );
      const [{ password }] = await t.db.query(`SELECT password FROM users WHERE id = $1`, [res.body.user.id]);
      expect(password).toMatch(/^\$argon2id\$/);
      const agent = await signedIn(t.server, { id: res.body.user.id, username: 'new_helper', password: 'helper-pass' });
      expect((await agent.get('/api/admin/stats')).status).toBe(200);
    });

    it('defaults to a free member account', async () => {
      const res = await create({ username: 'Just_Me', password: 'plain-but-rare-7' });
      expect(res.status).toBe(201);
      expect(res.body.user).toEqual(expect.objectContaining({ isAdmin: false, subscriptionStatus: 'free', subscriptionPlan: 'none', email: null }));
    });

    it.each([
      [{ password: 'secret-1' }, 'Required'],
      [{ username: '', password: 'secret-1' }, 'Required'],
      [{ username: 'ab', password: 'secret-1' }, 'Username must be between 3 and 50 characters'],
      [{ username: 'a'.repeat(51), password: 'secret-1' }, 'Username must be between 3 and 50 characters'],
      [{ username: 'bad name!', password: 'secret-1' }, 'Username can only contain letters, numbers, and underscores'],
      [{ username: 'fine_name' }, 'Required'],
      [{ username: 'fine_name', password: '12345' }, 'Password must be at least 6 characters'],
      [{ username: 'fine_name', password: 'secret-1', email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ username: 'fine_name', password: 'secret-1', subscriptionStatus: 'gold' }, 'Unknown subscription status'],
    ])('refuses %p with %p', async (body, message) => {
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await t.db.query(`SELECT 1 FROM users WHERE username = 'fine_name'`)).length).toBe(0);
    });

    it('answers 409 for a username or e-mail already in use (any case)', async () => {
      const taken = await create({ username: 'ALICE_W', password: 'secret-1' });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(AUTH_MESSAGES.usernameTaken);
      const email = await create({ username: 'alice_two', password: 'secret-1', email: 'ALICE@example.test' });
      expect(email.status).toBe(409);
      expect(email.body.message).toBe(AUTH_MESSAGES.emailTaken);
    });
  });
});
