import { AUTH_MESSAGES, ERROR_CODES, ERROR_MESSAGES } from '@bolo/contracts';
import { createRepositories } from '@bolo/db';
import { startMailInbox, type MailMessage, type RunningMailInbox } from '@bolo/server-kit';
import { createHash } from 'node:crypto';
import { createUser, PASSWORD, signedIn, type CreatedUser } from './support/fixtures';
import { request, startTestApp, type TestApp } from './support/test-app';
import { startWorker, type RunningWorker } from './support/worker';

const APP_URL = 'http://bolo.example.test';
const NEW_PASSWORD = 'N3w-Passw0rd!';
const LINK = new RegExp(`${APP_URL.replace(/\./g, '\\.')}/reset-password\\?token=([A-Za-z0-9_-]+)`);

let ipSequence = 0;
/** A client address of its own (the app trusts X-Forwarded-For here), so the per-IP limit stays out of the way. */
const freshIp = () => `198.51.100.${++ipSequence}`;

describe('password reset by e-mail', () => {
  let t: TestApp;
  let inbox: RunningMailInbox;
  let worker: RunningWorker;

  const forgot = (email: unknown, ip = freshIp()) => request(t.server).post('/api/auth/forgot-password').set('X-Forwarded-For', ip).send({ email });
  const reset = (body: object) => request(t.server).post('/api/auth/reset-password').set('X-Forwarded-For', freshIp()).send(body);
  const signIn = (user: CreatedUser, password: string) => request(t.server).post('/api/auth/signin').send({ username: user.username, password });
  const emailOf = (user: CreatedUser) => `${user.username.toLowerCase()}@example.test`;

  /** The reset links e-mailed to the user so far, oldest first. */
  async function linksSentTo(user: CreatedUser, count: number): Promise<Array<{ message: MailMessage; token: string }>> {
    let messages: MailMessage[] = [];
    await worker.waitFor(
      () => `${count} e-mails to ${emailOf(user)}, got ${messages.length}`,
      async () => (messages = await inbox.messagesTo(emailOf(user))).length >= count,
      { intervalMs: 100 },
    );
    return messages.map((message) => ({ message, token: LINK.exec(message.text ?? '')?.[1] ?? '' }));
  }

  beforeAll(async () => {
    // The real worker, compiled, consuming the app's queues and sending to a MailDev of this test.
    [t, inbox] = await Promise.all([startTestApp({ APP_URL, TRUST_PROXY: 'true' }), startMailInbox()]);
    worker = startWorker(t, {
      SMTP_URL: inbox.smtpUrl,
      APP_URL, // the worker mints the link
      LOG_LEVEL: 'info',
    });
  }, 180_000);

  afterAll(async () => {
    await worker?.stop();
    await inbox?.stop();
    await t?.close();
  });

  describe('POST /api/auth/forgot-password', () => {
    it('answers a known and an unknown address with the same status and body, in similar time', async () => {
      const user = await createUser(t.db);
      const timed = async (email: string) => {
        const started = process.hrtime.bigint();
        const res = await forgot(email);
        return { status: res.status, body: res.body as unknown, ms: Number(process.hrtime.bigint() - started) / 1e6 };
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 3; i++) {
        const a = await timed(emailOf(user));
        const b = await timed(`nobody-${i}-${user.username}@example.test`);
        expect(a).toMatchObject({ status: 200, body: { message: AUTH_MESSAGES.resetLinkRequested } });
        expect(b).toMatchObject({ status: 200, body: a.body });
        known.push(a.ms);
        unknown.push(b.ms);
      }
      const median = (values: number[]) => [...values].sort((x, y) => x - y)[1];
      // Both wait out the same minimum (300 ms), far above the real work.
      expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(295);
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
    });

    it('stores only the SHA-256 of the token, valid for one hour', async () => {
      const user = await createUser(t.db);
      const before = Date.now();
      expect((await forgot(emailOf(user).toUpperCase())).status).toBe(200); // any letter case finds the account
      const [{ token }] = await linksSentTo(user, 1);
      const [stored] = await createRepositories(t.db).passwordResetTokens.listForUser(user.id);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
      expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(stored.used).toBe(false);
      const ttl = stored.expiresAt.getTime() - before;
      expect(ttl).toBeGreaterThan(59 * 60_000);
      expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    });

    it('limits requests per address, known or not, with the RATE_LIMITED answer', async () => {
      const user = await createUser(t.db);
      for (const address of [emailOf(user), `ghost-${user.username}@example.test`]) {
        for (let i = 0; i < 5; i++) expect((await forgot(i % 2 ? address.toUpperCase() : address)).status).toBe(200);
        const limited = await forgot(address);
        expect(limited.status).toBe(429);
        expect(limited.body).toEqual({ message: ERROR_MESSAGES.rateLimited, code: ERROR_CODES.rateLimited });
      }
      // Another address from the same client is still served.
      expect((await forgot(`other-${user.username}@example.test`)).status).toBe(200);
    });

    it('limits requests per client address across e-mail addresses', async () => {
      const ip = freshIp();
      const answers = await Promise.all(Array.from({ length: 31 }, (_, i) => forgot(`probe-${i}-${ip}@example.test`, ip)));
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    });

    it.each([
      [{}, AUTH_MESSAGES.invalidEmail],
      [{ email: '' }, AUTH_MESSAGES.invalidEmail],
      [{ email: 'not-an-address' }, AUTH_MESSAGES.invalidEmail],
      [{ email: `${'a'.repeat(250)}@example.test` }, AUTH_MESSAGES.invalidEmail],
      [{ email: 12 }, undefined],
    ])('answers 400 with a message for %p', async (body, message) => {
      const res = await request(t.server).post('/api/auth/forgot-password').set('X-Forwarded-For', freshIp()).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(message ?? expect.any(String));
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('resets the password through the e-mailed link, ends every session, and refuses the link a second time', async () => {
      const user = await createUser(t.db);
      const laptop = await signedIn(t.server, user);
      const phone = await signedIn(t.server, user);
      expect((await laptop.get('/api/auth/me')).status).toBe(200);

      expect((await forgot(emailOf(user))).status).toBe(200);
      const [{ message, token }] = await linksSentTo(user, 1);
      expect(message.subject).toBe('Reset your BOLO Directory password');
      expect(message.to).toEqual([{ address: emailOf(user), name: '' }]);
      expect(message.text).toContain(`${APP_URL}/reset-password?token=${token}`);
      expect(message.html).toContain(`href="${APP_URL}/reset-password?token=${token}"`);

      const res = await reset({ token, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.passwordReset });

      expect((await laptop.get('/api/auth/me')).status).toBe(401);
      expect((await phone.get('/api/auth/me')).status).toBe(401);
      expect((await signIn(user, PASSWORD)).status).toBe(401);
      expect((await signIn(user, NEW_PASSWORD)).status).toBe(200);

      const second = await reset({ token, newPassword: 'An0ther-Pass!' });
      expect(second.status).toBe(400);
      expect(second.body).toEqual({ message: AUTH_MESSAGES.resetLinkExpired });
      expect((await signIn(user, NEW_PASSWORD)).status).toBe(200);
    });

    it('only the newest link works once a second one was requested', async () => {
      const user = await createUser(t.db);
      await forgot(emailOf(user));
      await linksSentTo(user, 1); // a request superseded before its e-mail left sends none
      await forgot(emailOf(user));
      const [first, second] = await linksSentTo(user, 2);
      expect(first.token).not.toBe(second.token);
      expect((await reset({ token: first.token, newPassword: NEW_PASSWORD })).status).toBe(400);
      expect((await reset({ token: second.token, newPassword: NEW_PASSWORD })).status).toBe(200);
    });

    it('refuses an expired token and leaves the password as it was', async () => {
      const user = await createUser(t.db);
      const token = 'expired-token-0123456789abcdefghijklmnopqrstuv';
      const hash = createHash('sha256').update(token).digest('hex');
      await createRepositories(t.db).passwordResetTokens.issue(user.id, hash, new Date(Date.now() - 1000));
      const res = await reset({ token, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.resetLinkExpired });
      expect((await signIn(user, PASSWORD)).status).toBe(200);
    });

    it('refuses a token that was never issued', async () => {
      const res = await reset({ token: 'made-up-token', newPassword: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.resetLinkExpired });
    });

    it.each([
      [{ newPassword: NEW_PASSWORD }, AUTH_MESSAGES.invalidToken.description],
      [{ token: '   ', newPassword: NEW_PASSWORD }, AUTH_MESSAGES.invalidToken.description],
      [{ token: 'x'.repeat(257), newPassword: NEW_PASSWORD }, AUTH_MESSAGES.invalidResetLink.description],
      [{ token: 'some-token' }, AUTH_MESSAGES.strongPasswordTooShort],
      [{ token: 'some-token', newPassword: 'Sh0rt!' }, AUTH_MESSAGES.strongPasswordTooShort],
      [{ token: 'some-token', newPassword: 'alllowercase1!' }, AUTH_MESSAGES.passwordComplexity],
      [{ token: 'some-token', newPassword: 'NoDigitsHere!' }, AUTH_MESSAGES.passwordComplexity],
      [{ token: 'some-token', newPassword: 'NoSpecial123' }, AUTH_MESSAGES.passwordComplexity],
      [{ token: 'some-token', newPassword: `Aa1!${'x'.repeat(200)}` }, AUTH_MESSAGES.passwordTooLong],
      [{ token: 42, newPassword: NEW_PASSWORD }, undefined],
    ])('answers 400 with a message for %p', async (body, message) => {
      const res = await reset(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(message ?? expect.any(String));
    });

    it('issue 16 finding 1: no job data, finished job or queue dashboard answer holds the e-mailed link', async () => {
      const user = await createUser(t.db);
      const admin = await signedIn(t.server, await createUser(t.db, { isAdmin: true }));
      await forgot(emailOf(user));
      const [{ token }] = await linksSentTo(user, 1);
      expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

      const queuePrefix = t.redisKeyPrefix.replace(/:$/, '');
      const jobId = (await t.redis.keys(`${queuePrefix}:email:password-reset-*`)).find((key) => /:password-reset-\d+$/.test(key));
      expect(jobId).toBeDefined();
      await worker.waitFor('the e-mail job to complete', async () => (await t.redis.zscore(`${queuePrefix}:email:completed`, jobId!.split(':').pop()!)) !== null);
      // Everything Redis keeps of the e-mail queue: job data, return values, events.
      const stored: string[] = [];
      for (const key of await t.redis.keys(`${queuePrefix}:email:*`)) {
        const type = await t.redis.type(key);
        if (type === 'hash') stored.push(JSON.stringify(await t.redis.hgetall(key)));
        else if (type === 'stream') stored.push(JSON.stringify(await t.redis.xrange(key, '-', '+')));
        else if (type === 'string') stored.push((await t.redis.get(key)) ?? '');
      }
      const kept = stored.join('\n');
      expect(kept).toContain('password-reset');
      expect(kept).not.toContain(token);
      expect(kept).not.toContain('reset-password?token=');
      expect(kept).not.toContain(emailOf(user));

      const board = await admin.get('/api/admin/queues/api/queues').query({ activeQueue: 'email', status: 'completed', page: 1, jobsPerPage: 50 });
      expect(board.status).toBe(200);
      expect(board.text).toContain('password-reset');
      expect(board.text).not.toContain(token);
      expect(board.text).not.toContain('reset-password?token=');
      // The link still works: it was minted for the e-mail, not lost with the job data.
      expect((await reset({ token, newPassword: NEW_PASSWORD })).status).toBe(200);
    });

    it('answers a valid token with a weak password 400 and keeps the token usable', async () => {
      const user = await createUser(t.db);
      await forgot(emailOf(user));
      const [{ token }] = await linksSentTo(user, 1);
      expect((await reset({ token, newPassword: 'weakpass' })).status).toBe(400);
      expect((await reset({ token, newPassword: NEW_PASSWORD })).status).toBe(200);
    });
  });
});
