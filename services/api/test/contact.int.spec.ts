import { CONTACT_MESSAGES, ERROR_CODES, enqueue, sendEmailJob } from '@bolo/contracts';
import { createRepositories, type ContactMessageRow } from '@bolo/db';
import { JobQueues, startMailInbox, type MailMessage, type RunningMailInbox } from '@bolo/server-kit';
import { createUser, signedIn } from './support/fixtures';
import { request, startTestApp, type TestApp } from './support/test-app';
import { startWorker, type RunningWorker } from './support/worker';

const SUPPORT_EMAIL = 'help-desk@bolo.example.test';
const VALID = { name: 'Pat Reseller', email: 'pat@example.test', subject: 'Annual plan', message: 'Can I switch to the annual plan?\nThanks!', type: 'Contact Form' };

let ipSequence = 0;
/** A client address of its own (the app trusts X-Forwarded-For here), so the per-address limit stays out of the way. */
const freshIp = () => `203.0.113.${++ipSequence}`;

describe('contact form (POST /api/help/contact, GET /api/help/contact-info)', () => {
  let t: TestApp;
  let inbox: RunningMailInbox;
  let worker: RunningWorker;
  let repositories: ReturnType<typeof createRepositories>;

  const contact = (body: unknown, ip = freshIp()) => request(t.server).post('/api/help/contact').set('X-Forwarded-For', ip).send(body as object);

  /** The e-mail to support whose subject carries `subject`, once the worker has sent it. */
  const supportMail = (subject: string): Promise<MailMessage> =>
    inbox.waitForMessage((m) => m.subject === `[Contact Form] ${subject}` && m.to.some((to) => to.address === SUPPORT_EMAIL));

  /** The stored row once the worker has marked it e-mailed. */
  const emailedRow = (id: number): Promise<ContactMessageRow> =>
    worker.waitFor(`message ${id} to be marked e-mailed`, async () => {
      const row = await repositories.contactMessages.findById(id);
      return row?.emailedAt ? row : null;
    });

  beforeAll(async () => {
    [t, inbox] = await Promise.all([startTestApp({ TRUST_PROXY: 'true', SUPPORT_EMAIL }), startMailInbox()]);
    repositories = createRepositories(t.db);
    worker = startWorker(t, { SMTP_URL: inbox.smtpUrl, SUPPORT_EMAIL, LOG_LEVEL: 'info' });
    await worker.ready();
  }, 180_000);

  afterAll(async () => {
    await worker?.stop();
    await inbox?.stop();
    await t?.close();
  });

  describe('validation', () => {
    it.each([
      ['no name', { ...VALID, name: undefined }, CONTACT_MESSAGES.nameRequired],
      ['a blank name', { ...VALID, name: '   ' }, CONTACT_MESSAGES.nameRequired],
      ['a name over 100', { ...VALID, name: 'n'.repeat(101) }, CONTACT_MESSAGES.nameTooLong],
      ['no email', { ...VALID, email: '' }, CONTACT_MESSAGES.emailRequired],
      ['a malformed email', { ...VALID, email: 'pat-at-example' }, CONTACT_MESSAGES.invalidEmail],
      ['an email over 254', { ...VALID, email: `${'p'.repeat(250)}@example.test` }, CONTACT_MESSAGES.emailTooLong],
      ['no subject', { ...VALID, subject: null }, CONTACT_MESSAGES.subjectRequired],
      ['a subject over 200', { ...VALID, subject: 's'.repeat(201) }, CONTACT_MESSAGES.subjectTooLong],
      ['no message', { ...VALID, message: '\n \n' }, CONTACT_MESSAGES.messageRequired],
      ['a message over 5000', { ...VALID, message: 'm'.repeat(5001) }, CONTACT_MESSAGES.messageTooLong],
      ['another type', { ...VALID, type: 'Newsletter' }, CONTACT_MESSAGES.invalidType],
      ['an empty body', {}, CONTACT_MESSAGES.nameRequired],
    ])('refuses %s with 400, success false and the message as error', async (_case, body, message) => {
      const res = await contact(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, success: false, error: message });
    });

    it('stored none of the refused messages', async () => {
      expect(await repositories.contactMessages.listRecent()).toEqual([]);
    });
  });

  it("stores a visitor's message, answers 201, and the worker e-mails it to support with Reply-To the sender", async () => {
    const res = await contact({ ...VALID, name: '  Pat Reseller ', subject: ' Visitor question ', type: undefined });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: "We'll get back to you within 24 hours." });
    expect(res.headers['cache-control']).toBe('no-store');

    const [stored] = await repositories.contactMessages.listRecent(1);
    expect(stored).toMatchObject({ name: 'Pat Reseller', email: VALID.email, subject: 'Visitor question', message: VALID.message, type: 'Contact Form', userId: null });

    const mail = await supportMail('Visitor question');
    // MailDev's JSON leaves Reply-To out: read it from the message as delivered.
    const source = await (await fetch(`${inbox.webUrl}/api/email/${mail.id}/source`)).text();
    expect(source).toMatch(/^Reply-To: Pat Reseller <pat@example\.test>\r?$/m);
    expect(mail.text).toContain('From: Pat Reseller <pat@example.test>');
    expect(mail.text).toContain(VALID.message);
    expect(mail.text).toContain('Sent by a visitor (not signed in).');
    const emailed = await emailedRow(stored.id);
    expect(emailed.emailedAt!.getTime()).toBeGreaterThanOrEqual(stored.createdAt.getTime());
  });

  it("records a signed-in member's account with the message", async () => {
    const user = await createUser(t.db);
    const member = await signedIn(t.server, user);
    const res = await member.post('/api/help/contact').set('X-Forwarded-For', freshIp()).send({ ...VALID, subject: 'Member question' });
    expect(res.status).toBe(201);
    const [stored] = await repositories.contactMessages.listRecent(1);
    expect(stored).toMatchObject({ subject: 'Member question', userId: user.id });
    expect((await supportMail('Member question')).text).toContain(`Sent by the signed-in account #${user.id}.`);
  });

  it('sends each message once: the job id is the message id, and a message already e-mailed is not sent again', async () => {
    expect((await contact({ ...VALID, subject: 'Only once' })).status).toBe(201);
    const [stored] = await repositories.contactMessages.listRecent(1);
    await emailedRow(stored.id);
    const queue = t.app.get(JobQueues).queue(sendEmailJob.queue);
    const payload = { template: 'contact-message', contactMessageId: stored.id } as const;
    // The same job again is dropped while BullMQ keeps the finished one...
    const jobId = await enqueue(queue, sendEmailJob, payload);
    expect(jobId).toBe(`contact-message-${stored.id}`);
    expect(await queue.getJobState(jobId)).toBe('completed');
    // ...and once it is gone, a new job finds the message e-mailed already.
    await queue.remove(jobId);
    await enqueue(queue, sendEmailJob, payload);
    const outcome = await worker.waitFor('the repeated job to complete', async () => (await queue.getJob(jobId))?.returnvalue as { outcome?: string } | undefined);
    expect(outcome).toMatchObject({ outcome: 'not-needed' });
    expect((await inbox.messages()).filter((m) => m.subject === '[Contact Form] Only once')).toHaveLength(1);
  });

  it('limits messages to 5 an hour per client address, with a 429 the form can read; other addresses are served', async () => {
    const ip = freshIp();
    expect((await contact({ ...VALID, email: 'not-an-address' }, ip)).status).toBe(400); // refused messages do not count
    const sent = await Promise.all(Array.from({ length: 5 }, (_, i) => contact({ ...VALID, subject: `Limit ${i}` }, ip)));
    expect(sent.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);

    const limited = await contact({ ...VALID, subject: 'One too many' }, ip);
    expect(limited.status).toBe(429);
    const message = CONTACT_MESSAGES.tooMany(SUPPORT_EMAIL);
    expect(limited.body).toEqual({ message, code: ERROR_CODES.rateLimited, success: false, error: message });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await repositories.contactMessages.listRecent()).map((m) => m.subject)).not.toContain('One too many');
    expect((await contact({ ...VALID, subject: 'Another address' })).status).toBe(201);
  });

  it('answers the support address and response time publicly, cacheable and without a cookie', async () => {
    const member = await signedIn(t.server, await createUser(t.db));
    for (const client of [request(t.server), member]) {
      const res = await client.get('/api/help/contact-info');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ email: SUPPORT_EMAIL, responseHours: 24 });
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});
