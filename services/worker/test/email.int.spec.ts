import { enqueue, sendEmailJob, type EmailPayload } from '@bolo/contracts';
import { AlertMailsRepository, ContactMessagesRepository, DigestRepository, ItemsRepository, NotificationSettingsRepository, PasswordResetTokensRepository } from '@bolo/db';
import { deleteRedisKeys, SERVER_CONFIG, startMailInbox, uniqueRedisPrefix, type MailMessage, type RunningMailInbox } from '@bolo/server-kit';
import { Global, Logger, Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { loadWorkerConfig, type WorkerConfig } from '../src/config/worker-config';
import { EmailModule } from '../src/email/email.module';
import { EmailProcessor } from '../src/email/email.processor';
import { MailSender } from '../src/email/mail-sender';
import type { AlertMails } from '../src/email/alert-mails';
import type { ContactNotices } from '../src/email/contact-notices';
import type { DigestMails } from '../src/email/digest-mails';
import type { ProposalNotices } from '../src/email/proposal-notices';
import type { ResetLinks } from '../src/email/reset-links';
import type { EmailMessage } from '../src/email/templates';
import { QueuesModule } from '../src/queues/queues.module';
import { REDIS_URL, waitFor } from './support';

// Starting MailDev and delivering one message per template can pass jest's 5 s default on a busy host.
jest.setTimeout(30_000);

// Values that would break the HTML if they were not escaped.
const HOSTILE = `<script>alert("x")</script> & 'Bob'`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Bob&#39;';

// Queued jobs here need no database: a reset's link is minted from its row (password-reset.int.spec.ts in the API).
type FailedPayload = Extract<EmailPayload, { template: 'payment-failed' }>;
const queuedPayload = (to: string, invoiceId: string): FailedPayload => ({ template: 'payment-failed', to, username: HOSTILE, invoiceId, profileUrl: 'http://localhost:4200/profile' });
// The processors below never resolve a reset request or a published proposal (their messages come ready to send).
const NO_RESET_LINKS = null as unknown as ResetLinks;
const NO_PROPOSAL_NOTICES = null as unknown as ProposalNotices;
const NO_CONTACT_NOTICES = null as unknown as ContactNotices;
const NO_ALERT_MAILS = null as unknown as AlertMails;
const NO_DIGEST_MAILS = null as unknown as DigestMails;
const UNSUBSCRIBE = { pageUrl: 'http://localhost:4200/unsubscribe?token=7.alerts.x', oneClickUrl: 'http://localhost:4200/api/unsubscribe?token=7.alerts.x', what: 'alert e-mails', profileUrl: 'http://localhost:4200/profile' };
const FIND = { name: `Pyrex ${HOSTILE}`, note: 'Home & Kitchen · buy $8', url: 'http://localhost:4200/bolo/42' };

const messages = (to: (template: string) => string): EmailMessage[] => [
  {
    template: 'password-reset',
    to: to('reset'),
    username: HOSTILE,
    resetUrl: 'http://localhost:4200/reset-password?token=abc_DEF-123&x="1"',
    expiresInMinutes: 60,
  },
  { template: 'payment-receipt', to: to('receipt'), username: HOSTILE, plan: 'annual', amountCents: 18000, currency: 'usd', invoiceId: `in_${HOSTILE}`, paidAt: '2026-03-05T10:00:00Z' },
  { template: 'payment-failed', to: to('failed'), username: HOSTILE, invoiceId: 'in_failed_1', profileUrl: 'http://localhost:4200/profile' },
  { template: 'subscription-canceled', to: to('canceled'), username: HOSTILE, accessEndsAt: '2026-04-30T00:00:00Z', subscriptionId: 'sub_1' },
  { template: 'proposal-published', to: to('proposal'), username: HOSTILE, itemName: 'Pyrex Mixing Bowls', itemUrl: 'http://localhost:4200/bolo/42' },
  {
    template: 'contact-message',
    to: to('contact'),
    contactMessageId: 9,
    name: HOSTILE,
    email: 'sender@example.test',
    subject: 'Question about\nmy plan',
    message: `Line one ${HOSTILE}\nLine two`,
    type: 'Contact Form',
    userId: null,
    receivedAt: new Date('2026-03-05T10:00:00Z'),
  },
  { template: 'search-alerts', to: to('alerts'), username: HOSTILE, finds: [FIND], total: 1000, alertsUrl: 'http://localhost:4200/alerts', unsubscribe: UNSUBSCRIBE },
  {
    template: 'weekly-digest',
    to: to('digest'),
    username: HOSTILE,
    finds: [FIND],
    forYou: true,
    periodStart: new Date('2026-11-23T13:00:00Z'),
    periodEnd: new Date('2026-11-30T13:00:00Z'),
    directoryUrl: 'http://localhost:4200/directory?sort=newest',
    unsubscribe: { ...UNSUBSCRIBE, what: 'the weekly digest' },
  },
];

/** What each template must say, in both the text and the HTML part. */
const EXPECTED: Record<EmailPayload['template'], { subject: string; says: string[] }> = {
  'password-reset': { subject: 'Reset your BOLO Directory password', says: ['expires in 60 minutes'] },
  'payment-receipt': { subject: 'Your BOLO Directory receipt', says: ['$180.00', 'Annual plan', 'March 5, 2026'] },
  'payment-failed': { subject: 'Your BOLO Directory payment failed', says: ['in_failed_1', 'past due'] },
  'subscription-canceled': { subject: 'Your BOLO Directory subscription is canceled', says: ['April 30, 2026'] },
  'proposal-published': { subject: 'Your BOLO "Pyrex Mixing Bowls" is published', says: ['Pyrex Mixing Bowls', 'is now published'] },
  'contact-message': { subject: '[Contact Form] Question about my plan', says: ['sender@example.test', 'Sent by a visitor', 'message #9'] },
  'search-alerts': { subject: '1,000 new finds for your saved searches', says: ['And 999 more', 'buy $8', 'You receive alert e-mails'] },
  'weekly-digest': { subject: 'Your BOLO Directory week: 1 new find for you', says: ['November 23 – November 30', 'in your followed categories and saved searches', 'You receive the weekly digest'] },
};
/** Templates that greet a member by name (the contact message goes to support). */
const GREETING_TEMPLATES = (Object.keys(EXPECTED) as Array<EmailPayload['template']>).filter((template) => template !== 'contact-message');

describe('e-mail worker (nodemailer over SMTP, delivered to a real MailDev)', () => {
  let inbox: RunningMailInbox;
  let config: WorkerConfig;
  const run = uniqueRedisPrefix('mail');
  const to = (template: string) => `${template}.${run}@example.test`;

  beforeAll(async () => {
    Logger.overrideLogger(false); // the processors log through Nest's static logger
    inbox = await startMailInbox();
    config = loadWorkerConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: inbox.smtpUrl, QUEUE_PREFIX: run, REDIS_URL });
  });
  afterAll(async () => {
    await inbox?.stop();
  });

  describe('each template', () => {
    let sender: MailSender;
    let processor: EmailProcessor;
    const delivered = new Map<string, MailMessage>();

    beforeAll(async () => {
      sender = new MailSender(config);
      processor = new EmailProcessor(sender, NO_RESET_LINKS, NO_PROPOSAL_NOTICES, NO_CONTACT_NOTICES, NO_ALERT_MAILS, NO_DIGEST_MAILS);
      for (const payload of messages(to)) {
        const result = await processor.deliver(payload);
        expect(result).toEqual({ template: payload.template, messageId: expect.any(String) });
        delivered.set(payload.template, await inbox.waitForMessage((m) => m.to.some((r) => r.address === payload.to)));
      }
    });
    afterAll(() => sender?.onApplicationShutdown());

    it.each(Object.keys(EXPECTED) as Array<EmailPayload['template']>)('%s: sent from MAIL_FROM with a text and an HTML part', (template) => {
      const message = delivered.get(template) as MailMessage;
      const { subject, says } = EXPECTED[template];
      expect(message.subject).toBe(subject);
      expect(message.from).toEqual([{ address: 'no-reply@bolo.local', name: 'BOLO Directory' }]);
      expect(message.text).toEqual(expect.any(String));
      expect(message.html).toEqual(expect.any(String));
      for (const text of says) {
        expect(message.text).toContain(text);
        expect(message.html).toContain(text);
      }
    });

    it.each(GREETING_TEMPLATES)('%s: escapes every value in the HTML, keeps it as is in the text', (template) => {
      const message = delivered.get(template) as MailMessage;
      expect(message.text).toContain(`Hi ${HOSTILE},`);
      expect(message.html).toContain(`Hi ${ESCAPED},`);
      expect(message.html).not.toContain('<script>');
    });

    it('puts the reset link in both parts, attribute-escaped in the HTML', () => {
      const message = delivered.get('password-reset') as MailMessage;
      expect(message.text).toContain('http://localhost:4200/reset-password?token=abc_DEF-123&x="1"');
      expect(message.html).toContain('<a href="http://localhost:4200/reset-password?token=abc_DEF-123&amp;x=&quot;1&quot;">');
    });

    it('links the profile from the payment-failed notice', () => {
      expect((delivered.get('payment-failed') as MailMessage).html).toContain('<a href="http://localhost:4200/profile">');
    });

    it('sends a contact message with Reply-To the sender, the words kept in the text and escaped in the HTML', async () => {
      const message = delivered.get('contact-message') as MailMessage;
      const source = await (await fetch(`${inbox.webUrl}/api/email/${message.id}/source`)).text();
      expect(source).toMatch(/^Reply-To: .*<sender@example\.test>\r?$/m);
      expect(message.text).toContain(`From: ${HOSTILE} <sender@example.test>`);
      expect(message.text).toContain(`Line one ${HOSTILE}\nLine two`);
      expect(message.html).toContain(`Line one ${ESCAPED}\nLine two`);
      expect(message.html).not.toContain('<script>');
    });

    it('lists the finds of alerts and digests, and carries the RFC 8058 one-click unsubscribe headers and footer link', async () => {
      for (const template of ['search-alerts', 'weekly-digest']) {
        const message = delivered.get(template) as MailMessage;
        expect(message.text).toContain(`- Pyrex ${HOSTILE} (Home & Kitchen · buy $8)\n  http://localhost:4200/bolo/42`);
        expect(message.html).toContain(`<li><a href="http://localhost:4200/bolo/42">Pyrex ${ESCAPED}</a>`);
        expect(message.text).toContain(`Unsubscribe: ${UNSUBSCRIBE.pageUrl}`);
        const source = await (await fetch(`${inbox.webUrl}/api/email/${message.id}/source`)).text();
        expect(source).toContain(`List-Unsubscribe: <${UNSUBSCRIBE.oneClickUrl}>`);
        expect(source).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      }
    });

    it('links the published item from the proposal notice', () => {
      const message = delivered.get('proposal-published') as MailMessage;
      expect(message.text).toContain('See your BOLO: http://localhost:4200/bolo/42');
      expect(message.html).toContain('<a href="http://localhost:4200/bolo/42">See your BOLO</a>');
    });
  });

  it('throws when the SMTP server cannot be reached, so the job is retried', async () => {
    const sender = new MailSender({ smtpUrl: 'smtp://127.0.0.1:9', mailFrom: config.mailFrom });
    const processor = new EmailProcessor(sender, NO_RESET_LINKS, NO_PROPOSAL_NOTICES, NO_CONTACT_NOTICES, NO_ALERT_MAILS, NO_DIGEST_MAILS);
    const [payload] = messages(to);
    await expect(processor.deliver(payload)).rejects.toThrow();
    await expect(processor.deliver(payload)).rejects.not.toHaveProperty('name', 'UnrecoverableError');
    sender.onApplicationShutdown();
  });

  describe('through the email queue', () => {
    let app: INestApplicationContext;
    let queue: Queue;

    async function bootWorker(settings: WorkerConfig): Promise<INestApplicationContext> {
      // No database: the queued messages here need no reset row and no item.
      const noDatabase = [
        { provide: PasswordResetTokensRepository, useValue: null },
        { provide: ItemsRepository, useValue: null },
        { provide: ContactMessagesRepository, useValue: null },
        { provide: AlertMailsRepository, useValue: null },
        { provide: DigestRepository, useValue: null },
        { provide: NotificationSettingsRepository, useValue: null },
      ];
      @Global()
      @Module({ providers: [{ provide: SERVER_CONFIG, useValue: settings }, ...noDatabase], exports: [SERVER_CONFIG, PasswordResetTokensRepository, ItemsRepository, ContactMessagesRepository, AlertMailsRepository, DigestRepository, NotificationSettingsRepository] })
      class ConfigModule {}
      @Module({ imports: [ConfigModule, QueuesModule, EmailModule] })
      class EmailWorkerModule {}
      const context = await NestFactory.createApplicationContext(EmailWorkerModule, { logger: false });
      await context.init();
      return context;
    }

    beforeAll(async () => {
      queue = new Queue(sendEmailJob.queue, { connection: { url: REDIS_URL }, prefix: run });
    });
    afterEach(async () => {
      await app?.close();
    });
    afterAll(async () => {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      const redis = new Redis(REDIS_URL);
      await deleteRedisKeys(redis, `${run}:*`);
      await redis.quit();
    });

    it('delivers a job enqueued with the declared options', async () => {
      app = await bootWorker(config);
      const payload = queuedPayload(to('queued'), 'in_queued_1');
      const jobId = await enqueue(queue, sendEmailJob, payload);
      const message = await inbox.waitForMessage((m) => m.to.some((r) => r.address === payload.to));
      expect(message.text).toContain(payload.invoiceId);
      await waitFor('the job to complete', async () => (await queue.getJobState(jobId)) === 'completed', 10_000, 50);
    });

    it('keeps a job whose SMTP send failed for a retry with backoff', async () => {
      app = await bootWorker({ ...config, smtpUrl: 'smtp://127.0.0.1:9' });
      const jobId = await enqueue(queue, sendEmailJob, queuedPayload(to('retried'), 'in_retried_1'));
      await waitFor('the first attempt to fail', async () => (await queue.getJobState(jobId)) === 'delayed', 15_000, 50);
      const job = await queue.getJob(jobId);
      expect(job?.attemptsMade).toBe(1);
      expect(job?.failedReason).toMatch(/ECONNREFUSED|connect/i);
      expect(job?.opts.attempts).toBe(sendEmailJob.options.attempts);
    });
  });
});
