import { AUTH_MESSAGES, DEFAULT_PROFIT_TARGET, PROFIT_TARGET_MESSAGES } from '@bolo/contracts';
import { createUser, signedIn, type CreatedUser } from './support/fixtures';
import { request, startTestApp, type TestApp } from './support/test-app';

describe('GET/PUT /api/profile', () => {
  let t: TestApp;
  let user: CreatedUser;
  let other: CreatedUser;

  beforeAll(async () => {
    t = await startTestApp();
    user = await createUser(t.db, { subscriptionStatus: 'active', subscriptionPlan: 'monthly' });
    other = await createUser(t.db, { email: 'Taken.Address@Example.test' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a session', async () => {
    expect((await request(t.server).get('/api/profile')).status).toBe(401);
    const res = await request(t.server).put('/api/profile').send({ email: 'x@example.test' });
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('answers the signed-in user, never cached by a shared cache', async () => {
    const agent = await signedIn(t.server, user);
    const res = await agent.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual({
      id: user.id,
      username: user.username,
      email: `${user.username.toLowerCase()}@example.test`,
      firstName: null,
      lastName: null,
      isAdmin: false,
      subscriptionStatus: 'active',
      subscriptionPlan: 'monthly',
      subscriptionEndDate: null,
      profitTarget: DEFAULT_PROFIT_TARGET,
    });
  });

  it('updates names and e-mail (trimmed) and answers the updated profile', async () => {
    const agent = await signedIn(t.server, user);
    const res = await agent.put('/api/profile').send({ firstName: '  Ada ', lastName: 'Lovelace', email: ' Ada@Example.test ' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatchObject({ id: user.id, username: user.username, firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.test' });

    const again = await agent.get('/api/profile');
    expect(again.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.test' });
    expect((await agent.get('/api/auth/me')).body.user).toMatchObject({ firstName: 'Ada', email: 'Ada@Example.test' });
  });

  it('clears names sent empty or null', async () => {
    const agent = await signedIn(t.server, user);
    const res = await agent.put('/api/profile').send({ firstName: '   ', lastName: null, email: 'ada@example.test' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: null, lastName: null, email: 'ada@example.test' });
  });

  it("keeps the user's own address in another letter case", async () => {
    const agent = await signedIn(t.server, user);
    const res = await agent.put('/api/profile').send({ firstName: 'Ada', lastName: null, email: 'ADA@example.test' });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('ADA@example.test');
  });

  it("refuses another account's address, in any letter case, with 409", async () => {
    const agent = await signedIn(t.server, user);
    const res = await agent.put('/api/profile').send({ firstName: 'Ada', lastName: null, email: 'taken.address@EXAMPLE.test' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.emailTaken });
    expect((await agent.get('/api/profile')).body.email).toBe('ADA@example.test');
  });

  it('never changes the username, admin flag or subscription', async () => {
    const agent = await signedIn(t.server, other);
    const res = await agent
      .put('/api/profile')
      .send({ email: 'Taken.Address@Example.test', username: 'hijack', isAdmin: true, subscriptionStatus: 'active', id: user.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: other.id, username: other.username, isAdmin: false, subscriptionStatus: 'free' });
  });

  it.each([
    [{}, AUTH_MESSAGES.invalidEmail],
    [{ email: '' }, AUTH_MESSAGES.invalidEmail],
    [{ email: 'not-an-address' }, AUTH_MESSAGES.invalidEmail],
    [{ email: `${'a'.repeat(250)}@example.test` }, AUTH_MESSAGES.invalidEmail],
    [{ email: 42 }, AUTH_MESSAGES.invalidEmail],
    [{ email: 'ok@example.test', firstName: 'a'.repeat(101) }, AUTH_MESSAGES.firstNameTooLong],
    [{ email: 'ok@example.test', lastName: 'a'.repeat(101) }, AUTH_MESSAGES.lastNameTooLong],
  ])('answers 400 with a message for %p', async (body, message) => {
    const agent = await signedIn(t.server, user);
    const res = await agent.put('/api/profile').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 400, not 500, to names of the wrong type and to a body that is not JSON', async () => {
    const agent = await signedIn(t.server, user);
    const wrongType = await agent.put('/api/profile').send({ email: 'ok@example.test', firstName: 5 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toEqual(expect.any(String));
    const broken = await agent.put('/api/profile').set('Content-Type', 'application/json').send('{"email":');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toEqual(expect.any(String));
  });

  describe('profit target (issue 20)', () => {
    it('answers 401 without a session', async () => {
      const res = await request(t.server).put('/api/profile/profit-target').send({ kind: 'margin', value: 30 });
      expect(res.status).toBe(401);
    });

    it('saves a dollar target and a margin target, answered by later reads and kept by a names update', async () => {
      const agent = await signedIn(t.server, other);
      const saved = await agent.put('/api/profile/profit-target').send({ kind: 'dollars', value: 12.5 });
      expect(saved.status).toBe(200);
      expect(saved.headers['cache-control']).toBe('private, no-store');
      expect(saved.body).toMatchObject({ id: other.id, username: other.username, profitTarget: { kind: 'dollars', value: 12.5 } });
      expect((await agent.get('/api/profile')).body.profitTarget).toEqual({ kind: 'dollars', value: 12.5 });

      // The personal information form sends no target: it stays.
      const names = await agent.put('/api/profile').send({ firstName: 'Olga', email: 'Taken.Address@Example.test' });
      expect(names.status).toBe(200);
      expect(names.body.profitTarget).toEqual({ kind: 'dollars', value: 12.5 });

      const margin = await agent.put('/api/profile/profit-target').send({ kind: 'margin', value: 33.33 });
      expect(margin.body.profitTarget).toEqual({ kind: 'margin', value: 33.33 });
      expect((await agent.get('/api/profile')).body.profitTarget).toEqual({ kind: 'margin', value: 33.33 });
      // Only the profile answers carry it; the session's user is unchanged in shape.
      expect((await agent.get('/api/auth/me')).body.user.profitTarget).toBeUndefined();
    });

    it('saves a target sent with the profile update', async () => {
      const agent = await signedIn(t.server, other);
      const res = await agent.put('/api/profile').send({ email: 'Taken.Address@Example.test', profitTarget: { kind: 'margin', value: 95 } });
      expect(res.status).toBe(200);
      expect(res.body.profitTarget).toEqual({ kind: 'margin', value: 95 });
    });

    it.each([
      [{ kind: 'margin', value: 95.5 }, PROFIT_TARGET_MESSAGES.margin],
      [{ kind: 'margin', value: -1 }, PROFIT_TARGET_MESSAGES.margin],
      [{ kind: 'dollars', value: 10000.01 }, PROFIT_TARGET_MESSAGES.dollars],
      [{ kind: 'dollars', value: -5 }, PROFIT_TARGET_MESSAGES.dollars],
      [{ kind: 'dollars', value: 1.005 }, PROFIT_TARGET_MESSAGES.precision],
      [{ kind: 'roi', value: 10 }, PROFIT_TARGET_MESSAGES.kind],
      [{ kind: 'margin', value: '30' }, PROFIT_TARGET_MESSAGES.value],
      [{ kind: 'margin' }, PROFIT_TARGET_MESSAGES.value],
      [{}, PROFIT_TARGET_MESSAGES.kind],
    ])('answers 400 with a message for %p and keeps the saved target', async (body, message) => {
      const agent = await signedIn(t.server, user);
      await agent.put('/api/profile/profit-target').send({ kind: 'dollars', value: 20 }).expect(200);
      const res = await agent.put('/api/profile/profit-target').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      const withProfile = await agent.put('/api/profile').send({ email: 'ADA@example.test', profitTarget: body });
      expect(withProfile.status).toBe(400);
      expect(withProfile.body.message).toBe(message);
      expect((await agent.get('/api/profile')).body.profitTarget).toEqual({ kind: 'dollars', value: 20 });
    });

    it('answers 400, not 500, to a body that is not JSON or not an object', async () => {
      const agent = await signedIn(t.server, user);
      const broken = await agent.put('/api/profile/profit-target').set('Content-Type', 'application/json').send('{"kind":');
      expect(broken.status).toBe(400);
      const list = await agent.put('/api/profile/profit-target').send([1, 2]);
      expect(list.status).toBe(400);
      expect(list.body.message).toBe(PROFIT_TARGET_MESSAGES.required);
    });

    it('is refused by the table itself outside the limits, whoever writes it', async () => {
      await expect(
        t.db.query(`UPDATE users SET profit_target_kind = 'margin', profit_target_value = 99 WHERE id = $1`, [user.id]),
      ).rejects.toThrow(/ck_users_profit_target/);
      await expect(t.db.query(`UPDATE users SET profit_target_kind = 'dollars', profit_target_value = NULL WHERE id = $1`, [user.id])).rejects.toThrow(
        /ck_users_profit_target/,
      );
    });
  });
});
