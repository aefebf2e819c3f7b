import type { Response } from 'supertest';
import { createUser, PASSWORD, signedIn } from './support/fixtures';
import { request, startTestApp, TestApp } from './support/test-app';

describe('accounts and sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const signUpBody = (overrides: Record<string, unknown> = {}) => ({
    username: 'new_member',
    password: 'first-pass',
    email: 'New.Member@Example.test',
    firstName: 'New',
    lastName: 'Member',
    ...overrides,
  });

  describe('sign-up', () => {
    it('creates the account, answers 201 with the public user and signs in', async () => {
      const agent = t.agent();
      const res = await agent.post('/api/auth/signup').send(signUpBody());
      expect(res.status).toBe(201);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.user).toEqual({
        id: expect.any(Number),
        username: 'new_member',
        email: 'New.Member@Example.test',
        firstName: 'New',
        lastName: 'Member',
        isAdmin: false,
        subscriptionStatus: 'free',
        subscriptionPlan: 'none',
        subscriptionEndDate: null,
      });
      expect(JSON.stringify(res.body)).not.toContain('first-pass');

      const cookie = res.headers['set-cookie']?.[0] ?? '';
      expect(cookie).toMatch(/^bolo\.sid=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);

      const me = await agent.get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body.user.username).toBe('new_member');
    });

    it("keeps the browser's time zone for the weekly digest; without one, the digest's default zone applies", async () => {
      const zoned = t.agent();
      expect((await zoned.post('/api/auth/signup').send(signUpBody({ username: 'zoned_member', email: 'zoned@example.test', timeZone: 'America/Chicago' }))).status).toBe(201);
      expect((await zoned.get('/api/profile/notifications')).body).toMatchObject({ timeZone: 'America/Chicago', digest: true });

      const unzoned = t.agent();
      expect((await unzoned.post('/api/auth/signup').send(signUpBody({ username: 'unzoned_member', email: 'unzoned@example.test', timeZone: 'Mars/Olympus_Mons' }))).status).toBe(201);
      expect((await unzoned.get('/api/profile/notifications')).body).toMatchObject({ timeZone: null, digest: true });
    });

    it('refuses a username taken in another letter case with 409', async () => {
      const res = await request(t.server).post('/api/auth/signup').send(signUpBody({ username: 'NEW_MEMBER', email: 'other@example.test' }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Username already taken' });
    });

    it('refuses an email taken in another letter case with 409', async () => {
      const res = await request(t.server).post('/api/auth/signup').send(signUpBody({ username: 'someone_else', email: 'new.member@EXAMPLE.test' }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'An account with this email already exists' });
    });

    it('answers 400 with the spec message for a short password', async () => {
      const res = await request(t.server).post('/api/auth/signup').send(signUpBody({ username: 'shorty', email: 's@example.test', password: '123' }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Password must be at least 6 characters long.' });
    });
  });

  describe('sign-in', () => {
    it('signs in with the right password (username in any case)', async () => {
      const user = await createUser(t.db);
      const agent = t.agent();
      const res = await agent.post('/api/auth/signin').send({ username: user.username.toUpperCase(), password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Login successful');
      expect(res.body.user).toMatchObject({ id: user.id, username: user.username });
      expect(res.body.user).not.toHaveProperty('password');
      expect((await agent.get('/api/auth/me')).status).toBe(200);
    });

    it('gives the same 401 for a wrong password and for an unknown user', async () => {
      const user = await createUser(t.db);
      const wrong = await request(t.server).post('/api/auth/signin').send({ username: user.username, password: 'not-the-password' });
      const unknown = await request(t.server).post('/api/auth/signin').send({ username: 'nobody_here', password: 'not-the-password' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Invalid username or password' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('answers 400 when username or password is missing', async () => {
      const res = await request(t.server).post('/api/auth/signin').send({ username: 'someone' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Username and password are required' });
    });

    it('rotates the session id at sign-in', async () => {
      const user = await createUser(t.db);
      const agent = t.agent();
      const first = await agent.post('/api/auth/signin').send({ username: user.username, password: PASSWORD });
      const second = await agent.post('/api/auth/signin').send({ username: user.username, password: PASSWORD });
      const sid = (res: Response) => (res.headers['set-cookie']?.[0] ?? '').split(';')[0];
      expect(sid(first)).not.toBe('');
      expect(sid(second)).not.toBe(sid(first));
    });

    it('limits failed attempts per address and username with 429', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < 10; i++) {
        const res = await request(t.server).post('/api/auth/signin').send({ username: user.username, password: 'wrong-password' });
        expect(res.status).toBe(401);
      }
      const blocked = await request(t.server).post('/api/auth/signin').send({ username: user.username, password: PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe('Too many attempts. Please try again later.');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('does not count successful sign-ins against the limit', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < 12; i++) {
        const res = await request(t.server).post('/api/auth/signin').send({ username: user.username, password: PASSWORD });
        expect(res.status).toBe(200);
      }
    });
  });

  describe('me and sign-out', () => {
    it('answers 401 with the AUTH_REQUIRED code without a session, so clients need not read the message', async () => {
      const res = await request(t.server).get('/api/auth/me');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Authentication Required', code: 'AUTH_REQUIRED' });
    });

    it('stops accepting the session cookie after sign-out', async () => {
      const user = await createUser(t.db);
      const agent = await signedIn(t.server, user);
      const login = await agent.get('/api/auth/me');
      expect(login.status).toBe(200);

      // Replay the old cookie by hand after signing out, as a stolen copy would be.
      const cookies = await (async () => {
        const res = await agent.post('/api/auth/signin').send({ username: user.username, password: PASSWORD });
        return (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]);
      })();
      const out = await agent.post('/api/auth/signout');
      expect(out.status).toBe(200);
      expect((await agent.get('/api/auth/me')).status).toBe(401);
      expect((await request(t.server).get('/api/auth/me').set('Cookie', cookies)).status).toBe(401);
    });

    it('treats sign-out without a session as success', async () => {
      const res = await request(t.server).post('/api/auth/signout');
      expect(res.status).toBe(200);
    });
  });

  describe('change password', () => {
    it('changes the password, revokes every session and keeps this client signed in', async () => {
      const user = await createUser(t.db);
      const laptop = await signedIn(t.server, user);
      const phone = await signedIn(t.server, user);

      const res = await laptop.put('/api/auth/change-password').send({ currentPassword: PASSWORD, newPassword: 'brand-new-pass' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Password changed successfully' });

      expect((await phone.get('/api/auth/me')).status).toBe(401);
      expect((await laptop.get('/api/auth/me')).status).toBe(200);

      const oldPassword = await request(t.server).post('/api/auth/signin').send({ username: user.username, password: PASSWORD });
      expect(oldPassword.status).toBe(401);
      const newPassword = await request(t.server).post('/api/auth/signin').send({ username: user.username, password: 'brand-new-pass' });
      expect(newPassword.status).toBe(200);
    });

    it('issues a new session id to the client that changed it', async () => {
      const user = await createUser(t.db);
      const agent = t.agent();
      const login = await agent.post('/api/auth/signin').send({ username: user.username, password: PASSWORD });
      const oldCookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
      const res = await agent.put('/api/auth/change-password').send({ currentPassword: PASSWORD, newPassword: 'another-pass' });
      expect(res.status).toBe(200);
      const newCookie = (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
      expect(newCookie).not.toBe(oldCookie);
      expect((await request(t.server).get('/api/auth/me').set('Cookie', oldCookie)).status).toBe(401);
    });

    it('answers 400 for a wrong current password and keeps the session', async () => {
      const user = await createUser(t.db);
      const agent = await signedIn(t.server, user);
      const res = await agent.put('/api/auth/change-password').send({ currentPassword: 'not-it-at-all', newPassword: 'brand-new-pass' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Current password is incorrect' });
      expect((await agent.get('/api/auth/me')).status).toBe(200);
    });

    it('answers 400 with the contracts message for a short new password', async () => {
      const user = await createUser(t.db);
      const agent = await signedIn(t.server, user);
      const res = await agent.put('/api/auth/change-password').send({ currentPassword: PASSWORD, newPassword: '123' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'New password must be at least 6 characters long.' });
    });

    it('answers 401 without a session', async () => {
      const res = await request(t.server).put('/api/auth/change-password').send({ currentPassword: PASSWORD, newPassword: 'brand-new-pass' });
      expect(res.status).toBe(401);
    });
  });

  describe('request hygiene', () => {
    it('answers 400 JSON, not 500, for a malformed JSON body', async () => {
      const res = await request(t.server).post('/api/auth/signin').set('Content-Type', 'application/json').send('{"username": ');
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it('answers 413 for an oversized body', async () => {
      const res = await request(t.server)
        .post('/api/auth/signin')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ username: 'x'.repeat(200_000), password: 'y' }));
      expect(res.status).toBe(413);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it('refuses a state-changing request from a foreign Origin with 403', async () => {
      const user = await createUser(t.db);
      const res = await request(t.server)
        .post('/api/auth/signin')
        .set('Origin', 'https://evil.example')
        .send({ username: user.username, password: PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it('accepts a request from an allowed Origin', async () => {
      const user = await createUser(t.db);
      const res = await request(t.server)
        .post('/api/auth/signin')
        .set('Origin', 'http://localhost:4200')
        .send({ username: user.username, password: PASSWORD });
      expect(res.status).toBe(200);
    });

    it('answers unknown routes with a JSON 404', async () => {
      const res = await request(t.server).get('/api/no-such-thing');
      expect(res.status).toBe(404);
      expect(res.body.message).toEqual(expect.any(String));
    });
  });
});
