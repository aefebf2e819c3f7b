import { createRepositories } from '@bolo/db';
import { createUser, signedIn } from './support/fixtures';
import { request, startTestApp, TestApp } from './support/test-app';

describe('page views and health', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const views = () => createRepositories(t.db).pageViews.list();

  describe('POST /api/analytics/page-views', () => {
    it('records an anonymous view with 204', async () => {
      const res = await request(t.server).post('/api/analytics/page-views').send({ path: '/pricing', referrer: 'https://www.google.com/' });
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(await views()).toEqual([{ path: '/pricing', referrer: 'https://www.google.com/', userId: null }]);
    });

    it('records the viewer when signed in', async () => {
      const user = await createUser(t.db);
      const agent = await signedIn(t.server, user);
      expect((await agent.post('/api/analytics/page-views').send({ path: '/directory?page=2' })).status).toBe(204);
      expect((await views()).at(-1)).toEqual({ path: '/directory?page=2', referrer: null, userId: user.id });
    });

    it.each([
      [{}],
      [{ path: 'pricing' }],
      [{ path: '' }],
      [{ path: 42 }],
      [{ path: `/${'a'.repeat(500)}` }],
      [{ path: '/', referrer: 'x'.repeat(1001) }],
    ])('answers 400 for %j', async (body) => {
      const res = await request(t.server).post('/api/analytics/page-views').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it('rate-limits one address to 120 views a minute with 429', async () => {
      // TRUST_PROXY is on in this file, so each X-Forwarded-For address has its own allowance.
      const send = (ip: string) => request(t.server).post('/api/analytics/page-views').set('X-Forwarded-For', ip).send({ path: '/' });
      for (let i = 0; i < 120; i++) expect((await send('203.0.113.7')).status).toBe(204);
      const blocked = await send('203.0.113.7');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe('Too many attempts. Please try again later.');
      expect((await send('203.0.113.8')).status).toBe(204);
    });
  });

  describe('GET /api/health', () => {
    it('reports PostgreSQL and Redis up', async () => {
      const res = await request(t.server).get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', postgres: 'up', redis: 'up' });
    });
  });
});

describe('health with Redis down', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 naming what is down', async () => {
    const { REDIS } = await import('@bolo/server-kit');
    const redis = t.app.get(REDIS);
    const ping = jest.spyOn(redis, 'ping').mockRejectedValue(new Error('connection lost'));
    try {
      const res = await request(t.server).get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'error', postgres: 'up', redis: 'down', message: 'Redis is down' });
    } finally {
      ping.mockRestore();
    }
  });
});
