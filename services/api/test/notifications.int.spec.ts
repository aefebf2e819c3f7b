import { NOTIFICATION_MESSAGES as M, type NotificationSettings, type UnsubscribePreview } from '@bolo/contracts';
import { SERVER_CONFIG, unsubscribeToken } from '@bolo/server-kit';
import supertest from 'supertest';
import type { AppConfig } from '../src/config/app-config';
import { createUser, signedIn, subscriberSpec, type CreatedUser } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/** E-mail preferences and the e-mails' one-click unsubscribe (issue 22). */
describe('e-mail preferences and unsubscribe links', () => {
  let t: TestApp;
  let member: CreatedUser;
  let agent: Awaited<ReturnType<typeof signedIn>>;
  let secret: string;

  beforeAll(async () => {
    t = await startTestApp();
    secret = t.app.get<AppConfig>(SERVER_CONFIG).emailLinkSecret;
    member = await createUser(t.db, subscriberSpec());
    agent = await signedIn(t.server, member);
  });
  afterAll(async () => {
    await t.close();
  });

  const settings = async () => (await agent.get('/api/profile/notifications')).body as NotificationSettings;

  it('starts with the digest on and alert e-mails as each search says, and changes only what is sent', async () => {
    expect(await settings()).toEqual({ digest: true, alertEmails: 'instant', followedCategories: [], timeZone: null });
    const saved = await agent.put('/api/profile/notifications').send({ followedCategories: ['Toys', 'Gaming', 'Toys'], timeZone: 'America/Chicago' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ digest: true, alertEmails: 'instant', followedCategories: ['Toys', 'Gaming'], timeZone: 'America/Chicago' });
    await agent.put('/api/profile/notifications').send({ alertEmails: 'daily' });
    expect(await settings()).toEqual({ digest: true, alertEmails: 'daily', followedCategories: ['Toys', 'Gaming'], timeZone: 'America/Chicago' });

    for (const [body, message] of [
      [{ followedCategories: ['Furniture'] }, M.categoriesInvalid],
      [{ alertEmails: 'hourly' }, M.alertEmailsInvalid],
      [{ timeZone: 'Mars/Olympus' }, M.timeZoneInvalid],
      [{ digest: 'yes' }, M.digestInvalid],
    ] as const) {
      const refused = await agent.put('/api/profile/notifications').send(body);
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    expect(await settings()).toMatchObject({ alertEmails: 'daily', timeZone: 'America/Chicago' }); // nothing lost
  });

  it('unsubscribes without a session: the page asks first, a mail client posts once (RFC 8058), a plain form comes back to the page', async () => {
    const digestToken = unsubscribeToken(secret, member.id, 'digest');
    const visitor = supertest(t.server);
    const preview = await visitor.get('/api/unsubscribe').query({ token: digestToken });
    expect(preview.status).toBe(200);
    expect(preview.body as UnsubscribePreview).toEqual({ list: 'digest', email: `${member.username.toLowerCase()[0]}***@example.test`, alreadyOff: false });

    // A mailbox provider's one-click post: no Origin, no cookie, the RFC's body.
    const oneClick = await visitor.post(`/api/unsubscribe?token=${digestToken}`).type('form').send('List-Unsubscribe=One-Click');
    expect([oneClick.status, oneClick.body]).toEqual([200, { list: 'digest', message: M.unsubscribedDigest }]);
    expect(await settings()).toMatchObject({ digest: false, alertEmails: 'daily' });
    expect((await visitor.get('/api/unsubscribe').query({ token: digestToken })).body).toMatchObject({ alreadyOff: true });

    // The /unsubscribe page's form, without scripts: back to the page, which then says it is done.
    const alertsToken = unsubscribeToken(secret, member.id, 'alerts');
    const form = await visitor.post(`/api/unsubscribe?token=${encodeURIComponent(alertsToken)}`).type('form').send('');
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(alertsToken)}&done=1`);
    expect(await settings()).toMatchObject({ digest: false, alertEmails: 'off' });
  });

  it('refuses a token that was altered, made for another list or account, or signed with another secret', async () => {
    const valid = unsubscribeToken(secret, member.id, 'digest');
    const other = await createUser(t.db, subscriberSpec());
    const forged = [
      valid.replace(`${member.id}.`, `${other.id}.`),
      valid.replace('.digest.', '.alerts.'),
      unsubscribeToken('another secret', member.id, 'digest'),
      `${valid.slice(0, -1)}${valid.endsWith('A') ? 'B' : 'A'}`,
      'nonsense',
    ];
    for (const token of forged) {
      const answer = await supertest(t.server).post(`/api/unsubscribe?token=${encodeURIComponent(token)}`).send({});
      expect([answer.status, answer.body.message]).toEqual([400, M.unsubscribeInvalid]);
    }
    expect((await supertest(t.server).get('/api/unsubscribe')).status).toBe(400);
    const untouched = await signedIn(t.server, other);
    expect((await untouched.get('/api/profile/notifications')).body).toMatchObject({ digest: true, alertEmails: 'instant' });
  });
});
