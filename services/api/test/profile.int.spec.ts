import { AUTH_MESSAGES } from '@bolo/contracts';
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
});
