import { AUTH_MESSAGES, BILLING_MESSAGES, DIRECTORY_MESSAGES, ERROR_CODES, ERROR_MESSAGES, PROFILE_MESSAGES, TEXT_MESSAGES } from '@bolo/contracts';
import supertest, { type Response } from 'supertest';
import { createItem, createUser, signedIn, subscriberSpec, withQuery } from './support/fixtures';
import { request, startTestApp, TestApp } from './support/test-app';

// Findings of the hardening review (issue 10), one block each, numbered as in the issue.
// Finding 1 (the client address behind the shell) is end to end: apps/e2e/tests/client-address.spec.ts.

const BLOCKS = /^█*$/;
const NUL = '\u0000';

describe('hardening', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ MEMBER_BUDGETS: 'on' });
    for (let i = 0; i < 4; i++) {
      await createItem(t.db, { name: `Vintage Pyrex bowl ${i}`, image: 'https://example.test/pyrex.jpg', buyPrice: '$3', soldRange: '$40 - $90' });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  describe('2. change-password guesses', () => {
    it('allows 5 wrong current passwords per account, then answers 429 on every device, even for the right one', async () => {
      const user = await createUser(t.db);
      const phone = await signedIn(t.server, user);
      const laptop = await signedIn(t.server, user);
      const change = (agent: typeof phone, currentPassword: string) =>
        agent.put('/api/auth/change-password').send({ currentPassword, newPassword: 'a-fresh-choice-42' });

      for (let i = 0; i < 5; i++) {
        const wrong = await change(i % 2 ? phone : laptop, `guess-${i}-wrong`);
        expect(wrong.status).toBe(400);
        expect(wrong.body.message).toBe(AUTH_MESSAGES.currentPasswordIncorrect);
      }
      const blocked = await change(laptop, 'guess-6-wrong');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(ERROR_MESSAGES.rateLimited);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await change(phone, user.password)).status).toBe(429);
    });

    it('gives the attempt back when the current password is right', async () => {
      const user = await createUser(t.db);
      const agent = await signedIn(t.server, user);
      let current = user.password;
      for (let i = 0; i < 7; i++) {
        const next = `rotated-pass-${i}-x`;
        const res = await agent.put('/api/auth/change-password').send({ currentPassword: current, newPassword: next });
        expect(res.status).toBe(200);
        current = next;
      }
    });
  });

  describe('3. Redis memory', () => {
    it('keeps at most 10 sessions per account: an eleventh sign-in ends the oldest', async () => {
      const user = await createUser(t.db, subscriberSpec());
      const devices = [];
      for (let i = 0; i < 11; i++) devices.push(await signedIn(t.server, user));
      expect((await devices[0].get('/api/auth/me')).status).toBe(401);
      for (const device of devices.slice(1)) expect((await device.get('/api/auth/me')).status).toBe(200);
    });
  });

  describe('4. control characters', () => {
    let member: Awaited<ReturnType<typeof signedIn>>;
    let admin: Awaited<ReturnType<typeof signedIn>>;
    beforeAll(async () => {
      member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
      admin = await signedIn(t.server, await createUser(t.db, { isAdmin: true }));
    });

    const expectRefused = (res: Response) => {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: TEXT_MESSAGES.controlCharacters });
    };

    it('refuses a NUL byte in the directory, saved and admin searches', async () => {
      expectRefused(await member.get(withQuery('/api/bolo-items', { search: `lamp${NUL}` })));
      expectRefused(await member.get(withQuery('/api/saved-bolos', { search: `lamp${NUL}` })));
      expectRefused(await admin.get(withQuery('/api/admin/bolo-items', { search: `lamp${NUL}` })));
    });

    it('refuses NUL in a sign-in username and in sign-up names, without signing in', async () => {
      expectRefused(await request(t.server).post('/api/auth/signin').send({ username: `member${NUL}`, password: 'whatever-1' }));
      const signUp = { username: 'nul_tester', password: 'a-fresh-choice-42', email: 'nul@example.test' };
      expectRefused(await request(t.server).post('/api/auth/signup').send({ ...signUp, firstName: `Ann${NUL}` }));
      expectRefused(await request(t.server).post('/api/auth/signup').send({ ...signUp, lastName: `Lee${NUL}` }));
    });

    it('refuses other control characters in page-view paths and referrers, and keeps nothing', async () => {
      expectRefused(await request(t.server).post('/api/analytics/page-views').send({ path: `/pricing${NUL}` }));
      expectRefused(await request(t.server).post('/api/analytics/page-views').send({ path: '/pricing', referrer: 'https://a.test/\u001b[2J' }));
      const { count } = (await t.db.query(`SELECT count(*)::int AS count FROM page_views`))[0] as { count: number };
      expect(count).toBe(0);
    });

    it('still accepts line breaks and tabs in text', async () => {
      const res = await request(t.server).post('/api/analytics/page-views').send({ path: '/pricing', referrer: 'https://a.test/' });
      expect(res.status).toBe(204);
      const search = await member.get(withQuery('/api/bolo-items', { search: 'pyrex\tbowl' }));
      expect(search.status).toBe(200);
    });
  });

  describe('5. home preview', () => {
    it('sends visitors block characters for the name, prices and platforms, not the paid text', async () => {
      const res = await request(t.server).get('/api/bolo-items/preview');
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeGreaterThan(0);
      const text = JSON.stringify(res.body);
      for (const secret of ['Pyrex', '$3', '$40', 'eBay', 'Mercari', 'Gadgets']) expect(text).not.toContain(secret);
      for (const item of res.body.items) {
        expect(item.name).toMatch(/^[█ ]+$/);
        expect(item.buyPrice).toMatch(BLOCKS);
        expect(item.soldRange).toMatch(/^[█ ]+$/);
        for (const platform of item.platforms) expect(platform).toMatch(BLOCKS);
        expect(item.subcategory).toBeNull();
        expect(item.category).toBe('Electronics');
      }
    });
  });

  describe('7. caching headers', () => {
    it('never sets a cookie on a response a shared cache may keep', async () => {
      const member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
      for (const path of ['/api/bolo-items/count', '/api/bolo-items/preview']) {
        const res = await member.get(path);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toMatch(/public/);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      // A private answer still rolls the session forward.
      const me = await member.get('/api/auth/me');
      expect(me.headers['set-cookie']?.[0]).toMatch(/^bolo\.sid=/);
    });

    it('marks personal answers private and revalidated, and errors never stored', async () => {
      const member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
      const [item] = (await t.db.query(`SELECT id FROM bolo_items LIMIT 1`)) as Array<{ id: number }>;
      for (const path of ['/api/auth/me', `/api/bolo-items/${item.id}`, '/api/saved-bolos', '/api/bolo-items']) {
        const res = await member.get(path);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toMatch(/^private, (no-cache|no-store)$/);
      }
      for (const res of [
        await request(t.server).get('/api/bolo-items'),
        await member.get(withQuery('/api/bolo-items', { page: 0 })),
        await member.get('/api/bolo-items/999999'),
      ]) {
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it('tells the browser to drop what it kept when signing out', async () => {
      const member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
      const res = await member.post('/api/auth/signout');
      expect(res.status).toBe(200);
      expect(res.headers['clear-site-data']).toBe('"cache"');
    });
  });

  describe('8. scraping', () => {
    it('lets a member read 3,000 directory cards in 10 minutes, then answers 429 with a clear message', async () => {
      const member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
      for (let page = 1; page <= 30; page++) {
        expect((await member.get(withQuery('/api/bolo-items', { page, limit: 100 }))).status).toBe(200);
      }
      const blocked = await member.get(withQuery('/api/bolo-items', { page: 31, limit: 100 }));
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: DIRECTORY_MESSAGES.readingLimited, code: 'RATE_LIMITED' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The budget is the member's own: another member browses on.
      const other = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
      expect((await other.get('/api/bolo-items')).status).toBe(200);
    });

    it('limits item pages to 150 and saves to 60 in 10 minutes per member; admins are not limited', async () => {
      const member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
      const [item] = (await t.db.query(`SELECT id FROM bolo_items LIMIT 1`)) as Array<{ id: number }>;
      for (let i = 0; i < 150; i++) expect((await member.get(`/api/bolo-items/${item.id}`)).status).toBe(200);
      expect((await member.get(`/api/bolo-items/${item.id}`)).status).toBe(429);
      for (let i = 0; i < 60; i++) expect((await member.post('/api/saved-bolos').send({ boloItemId: item.id })).status).toBeLessThan(300);
      const save = await member.post('/api/saved-bolos').send({ boloItemId: item.id });
      expect(save.status).toBe(429);
      expect(save.body.message).toBe(DIRECTORY_MESSAGES.readingLimited);

      const admin = await signedIn(t.server, await createUser(t.db, { isAdmin: true }));
      for (let i = 0; i < 160; i++) expect((await admin.get(`/api/bolo-items/${item.id}`)).status).toBe(200);
    });
  });

  describe('9. malformed JSON and new passwords', () => {
    it('answers malformed JSON with one plain message, echoing nothing of the body', async () => {
      const res = await request(t.server).post('/api/auth/signin').set('Content-Type', 'application/json').send('{"username": "secret-fragment",');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Malformed JSON body' });
      expect(res.text).not.toContain('secret-fragment');
    });

    it('refuses a new password equal to the username, on sign-up and change', async () => {
      const signUp = await request(t.server).post('/api/auth/signup').send({ username: 'Mirror_Name', password: 'mirror_name', email: 'mirror@example.test' });
      expect(signUp.status).toBe(400);
      expect(signUp.body.message).toBe(AUTH_MESSAGES.passwordSameAsUsername);

      const user = await createUser(t.db, { username: 'echo_user' });
      const agent = await signedIn(t.server, user);
      const change = await agent.put('/api/auth/change-password').send({ currentPassword: user.password, newPassword: 'ECHO_USER' });
      expect(change.status).toBe(400);
      expect(change.body.message).toBe(AUTH_MESSAGES.passwordSameAsUsername);
    });

    it('refuses a new password equal to the current one', async () => {
      const user = await createUser(t.db);
      const agent = await signedIn(t.server, user);
      const res = await agent.put('/api/auth/change-password').send({ currentPassword: user.password, newPassword: user.password });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PROFILE_MESSAGES.newPasswordSameAsCurrent);
    });

    it('refuses the most common passwords on sign-up, change and admin-created accounts', async () => {
      const signUp = await request(t.server).post('/api/auth/signup').send({ username: 'common_pw', password: 'qwerty123', email: 'common@example.test' });
      expect(signUp.status).toBe(400);
      expect(signUp.body.message).toBe(AUTH_MESSAGES.passwordTooCommon);

      const user = await createUser(t.db);
      const agent = await signedIn(t.server, user);
      const change = await agent.put('/api/auth/change-password').send({ currentPassword: user.password, newPassword: 'Password1' });
      expect(change.status).toBe(400);
      expect(change.body.message).toBe(AUTH_MESSAGES.passwordTooCommon);

      const admin = await signedIn(t.server, await createUser(t.db, { isAdmin: true }));
      const created = await admin.post('/api/admin/users').send({ username: 'weak_account', password: 'iloveyou' });
      expect(created.status).toBe(400);
      expect(created.body.message).toBe(AUTH_MESSAGES.passwordTooCommon);
    });
  });

  describe('issue 16 finding 7: stricter input', () => {
    let member: Awaited<ReturnType<typeof signedIn>>;
    let admin: Awaited<ReturnType<typeof signedIn>>;
    beforeAll(async () => {
      member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
      admin = await signedIn(t.server, await createUser(t.db, { isAdmin: true }));
    });

    const expect400 = (res: Response, message: string) => {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    };
    const pageViews = async () => ((await t.db.query(`SELECT count(*)::int AS count FROM page_views`))[0] as { count: number }).count;

    it('issue 16 finding 7: answers 400 to a query parameter given twice, as a list or as a map, on every kind of route', async () => {
      for (const query of ['search[]=a', 'limit[]=100', 'page=1&page=2', 'search[a]=b', 'search%5B%5D=a']) {
        expect400(await member.get(`/api/bolo-items?${query}`), TEXT_MESSAGES.queryParameterOnce);
      }
      expect400(await member.get('/api/saved-bolos?search=a&search=b'), TEXT_MESSAGES.queryParameterOnce);
      expect400(await admin.get('/api/admin/users?page=1&page=2'), TEXT_MESSAGES.queryParameterOnce);
      expect400(await request(t.server).get('/api/bolo-items/count?x[]=1'), TEXT_MESSAGES.queryParameterOnce);
      const before = await pageViews();
      expect400(await request(t.server).post('/api/analytics/page-views?a=1&a=2').send({ path: '/pricing' }), TEXT_MESSAGES.queryParameterOnce);
      expect(await pageViews()).toBe(before);
      // One value each is what every client sends.
      expect((await member.get('/api/bolo-items?page=1&limit=24&search=pyrex')).status).toBe(200);
    });

    it('issue 16 finding 7: refuses lone surrogates in JSON bodies and query escapes that decode to no character, storing nothing', async () => {
      // JSON.stringify writes a lone surrogate as the escape \udXXX, as a client's broken text would arrive.
      const signUp = { username: 'half_character', password: 'a-fresh-choice-42', email: 'half@example.test' };
      expect400(await request(t.server).post('/api/auth/signup').send({ ...signUp, firstName: 'Ann\ud800' }), TEXT_MESSAGES.brokenText);
      expect400(
        await request(t.server).post('/api/auth/signup').set('Content-Type', 'application/json').send(JSON.stringify(signUp).replace('"half_character"', '"half_\\udc00character"')),
        TEXT_MESSAGES.brokenText,
      );
      expect(await t.db.query(`SELECT id FROM users WHERE email = 'half@example.test'`)).toHaveLength(0);
      expect400(await member.put('/api/profile').send({ firstName: 'Pat\ud83d', lastName: 'Lee', email: 'pat@example.test' }), TEXT_MESSAGES.brokenText);

      const before = await pageViews();
      expect400(await request(t.server).post('/api/analytics/page-views').send({ path: '/pricing', referrer: 'https://a.test/\udfff' }), TEXT_MESSAGES.brokenText);
      // Bytes that are not UTF-8 in a JSON body would be stored as replacement characters too.
      const notUtf8 = Buffer.concat([Buffer.from('{"path":"/pricing","referrer":"https://a.test/'), Buffer.from([0xff, 0xc3]), Buffer.from('"}')]);
      // serialize: sent as they are (superagent would JSON-encode a Buffer).
      expect400(await request(t.server).post('/api/analytics/page-views').set('Content-Type', 'application/json').serialize((bytes) => bytes).send(notUtf8), TEXT_MESSAGES.brokenText);
      expect(await pageViews()).toBe(before);

      // Percent escapes that are not UTF-8: a surrogate's bytes, a cut-off sequence, a byte no character starts with.
      for (const escapes of ['%ED%A0%80', '%E0%A4%A', '%FF']) expect400(await member.get(`/api/bolo-items?search=${escapes}`), TEXT_MESSAGES.brokenText);
      // Whole characters pass: an emoji's pair, and U+FFFD itself.
      expect((await member.get('/api/bolo-items?search=%F0%9F%98%80%EF%BF%BD')).status).toBe(200);
      expect((await request(t.server).post('/api/analytics/page-views').send({ path: '/pricing', referrer: 'https://a.test/😀\ufffd' })).status).toBe(204);
    });

    it("issue 16 finding 7: refuses a state-changing request that names neither Origin nor Referer with 403, except Stripe's signed webhook", async () => {
      // A client that is not a browser: plain supertest names no origin.
      const bare = supertest(t.server);
      const user = await createUser(t.db);
      const refusedForNoOrigin = (res: Response) => {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: ERROR_MESSAGES.originRequired, code: ERROR_CODES.originRequired });
      };
      refusedForNoOrigin(await bare.post('/api/auth/signin').send({ username: user.username, password: user.password }));
      const before = await pageViews();
      refusedForNoOrigin(await bare.post('/api/analytics/page-views').send({ path: '/pricing' }));
      expect(await pageViews()).toBe(before);
      // A signed-in browser's cookie without the origin that browsers always send.
      refusedForNoOrigin(await member.put('/api/profile').unset('Origin').send({ firstName: 'Forged', lastName: 'Name', email: 'forged@example.test' }));
      expect((await member.get('/api/profile')).body.firstName).not.toBe('Forged');
      const [item] = (await t.db.query(`SELECT id FROM bolo_items LIMIT 1`)) as Array<{ id: number }>;
      refusedForNoOrigin(await admin.delete(`/api/bolo-items/${item.id}`).unset('Origin'));
      expect((await admin.get(`/api/bolo-items/${item.id}`)).status).toBe(200);

      // Reading needs no origin; Stripe's webhook is checked by its signature instead.
      expect((await bare.get('/api/bolo-items/count')).status).toBe(200);
      const webhook = await bare.post('/api/stripe/webhook').set('Content-Type', 'application/json').send('{}');
      expect(webhook.status).toBe(400);
      expect(webhook.body).toEqual({ message: BILLING_MESSAGES.webhookSignatureMissing });
    });

    it('issue 16 finding 7: takes an allowed Referer in place of Origin, and refuses a foreign or malformed one', async () => {
      const bare = supertest(t.server);
      const user = await createUser(t.db);
      const signIn = (referer: string) => bare.post('/api/auth/signin').set('Referer', referer).send({ username: user.username, password: user.password });
      expect((await signIn('http://localhost:4200/login?next=%2Fdirectory')).status).toBe(200);
      for (const referer of ['https://evil.example/http://localhost:4200/', 'http://localhost:4200.evil.example/login', 'not a url']) {
        const res = await signIn(referer);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: ERROR_MESSAGES.originNotAllowed, code: ERROR_CODES.originNotAllowed });
      }
      // Origin decides when both are sent.
      const both = await bare.post('/api/auth/signin').set('Origin', 'https://evil.example').set('Referer', 'http://localhost:4200/login').send({ username: user.username, password: user.password });
      expect(both.status).toBe(403);
    });
  });
});

describe('hardening: a bounded directory cache', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ DIRECTORY_CACHE_MAX_ENTRIES: '5' });
    for (let i = 0; i < 30; i++) await createItem(t.db, { name: `Cast iron skillet ${i}` });
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds at most its entry budget however many different pages members ask for, and still answers each', async () => {
    const member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
    for (let page = 1; page <= 12; page++) {
      const res = await member.get(withQuery('/api/bolo-items', { page, limit: 2 }));
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(2);
      expect(res.body.pagination.total).toBe(30);
    }
    const keys = await t.redis.keys(`${t.redisKeyPrefix}directory:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.length).toBeLessThanOrEqual(5);
  });
});
