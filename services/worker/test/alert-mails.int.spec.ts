import { sendEmailJob, type EmailPayload } from '@bolo/contracts';
import { createRepositories, type Repositories } from '@bolo/db';
import { createTestDatabase, deleteRedisKeys, startMailInbox, uniqueRedisPrefix, type RunningMailInbox, type TestDatabase } from '@bolo/server-kit';
import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { queueDueAlertMails } from '../src/alerts/alert-mail-sweep';
import { scanNewFinds } from '../src/alerts/alert-scan';
import { loadWorkerConfig, type WorkerConfig } from '../src/config/worker-config';
import { isoWeek, localTime } from '../src/digest/digest-calendar';
import { runWeeklyDigest } from '../src/digest/digest-run';
import { AlertMails } from '../src/email/alert-mails';
import { DigestMails } from '../src/email/digest-mails';
import { EmailProcessor } from '../src/email/email.processor';
import { MailSender } from '../src/email/mail-sender';
import { alertFixtures } from './alert-fixtures';
import { REDIS_URL } from './support';

jest.setTimeout(60_000);
const HOUR = 60 * 60 * 1000;

/** The next whole hour, from `from`, at which `zone` reads the given weekday and hour. */
function nextLocal(from: Date, zone: string, weekday: string, hour: number): Date {
  for (let t = Math.ceil(from.getTime() / HOUR) * HOUR; ; t += HOUR) {
    const local = localTime(new Date(t), zone);
    if (local.weekday === weekday && local.hour === hour) return new Date(t);
  }
}

/**
 * The e-mails about new finds (issue 22), through the real e-mail queue (BullMQ, its job ids),
 * the real processor and a real MailDev: alert e-mails batched one an hour per member, and the
 * weekly digest, sent once per member and week whatever the number of runs.
 */
describe('alert e-mails and the weekly digest', () => {
  let database: TestDatabase;
  let db: Repositories;
  let fixtures: ReturnType<typeof alertFixtures>;
  let inbox: RunningMailInbox;
  let config: WorkerConfig;
  let queue: Queue;
  let sender: MailSender;
  let processor: EmailProcessor;
  const run = uniqueRedisPrefix('alertmail');

  beforeAll(async () => {
    Logger.overrideLogger(false);
    database = await createTestDatabase();
    db = createRepositories(database.dataSource);
    fixtures = alertFixtures(database, db);
    inbox = await startMailInbox();
    config = loadWorkerConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: inbox.smtpUrl, QUEUE_PREFIX: run, REDIS_URL, APP_URL: 'http://bolo.test' });
    queue = new Queue(sendEmailJob.queue, { connection: { url: REDIS_URL }, prefix: run });
    sender = new MailSender(config);
    const none = null as never;
    processor = new EmailProcessor(sender, none, none, none, new AlertMails(db.alertMails, db.notificationSettings, config), new DigestMails(db.digest, db.notificationSettings, config));
  });
  afterAll(async () => {
    sender?.onApplicationShutdown();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    const redis = new Redis(REDIS_URL);
    await deleteRedisKeys(redis, `${run}:*`);
    await redis.quit();
    await inbox?.stop();
    await database?.drop();
  });

  /** The queued e-mail jobs of these members (as the worker would take them), by payload. */
  async function queued(userIds: number[], template: EmailPayload['template']): Promise<Array<{ id: string; data: EmailPayload }>> {
    const jobs = await queue.getJobs(['waiting', 'delayed', 'prioritized']);
    return jobs
      .map((job) => ({ id: job.id as string, data: job.data as EmailPayload }))
      .filter((job) => job.data.template === template && 'userId' in job.data && userIds.includes(job.data.userId))
      .sort((a, b) => a.id.localeCompare(b.id));
  }

  /** Runs each job as the worker does, then takes it off the queue (done); answers the outcomes. */
  async function work(jobs: Array<{ id: string; data: EmailPayload }>): Promise<string[]> {
    const outcomes: string[] = [];
    for (const job of jobs) {
      outcomes.push((await processor.sendEmail(job.data as never)).outcome);
      await queue.remove(job.id);
    }
    return outcomes;
  }

  it('e-mails a first alert at once, then holds a CSV import of 1,000 finds for the hour and sends it as one e-mail; a retried job sends nothing twice', async () => {
    const { member, saveSearch, publish, importFinds } = fixtures;
    const reseller = await member('subscriber');
    await saveSearch(reseller.id, 'Fiesta', 'search=fiesta');

    await publish('Fiesta ware pitcher');
    await scanNewFinds(db.alerts);
    const now = new Date();
    await queueDueAlertMails(db.alertMails, queue, now);
    await queueDueAlertMails(db.alertMails, queue, now); // the same waiting alerts: the same job
    const first = await queued([reseller.id], 'search-alerts');
    expect(first).toHaveLength(1);
    expect(await work(first)).toEqual(['sent']);
    expect(await processor.sendEmail(first[0].data as never)).toMatchObject({ outcome: 'not-needed' }); // a retry after success

    await importFinds(1000, (n) => `Fiesta import ${n}`);
    expect((await scanNewFinds(db.alerts)).alerts).toHaveLength(1000);
    await queueDueAlertMails(db.alertMails, queue, new Date());
    expect(await queued([reseller.id], 'search-alerts')).toHaveLength(0); // an e-mail went out less than an hour ago
    await queueDueAlertMails(db.alertMails, queue, new Date(Date.now() + HOUR));
    expect(await work(await queued([reseller.id], 'search-alerts'))).toEqual(['sent']);

    const mails = await inbox.messagesTo(reseller.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['1 new find for your saved searches', '1,000 new finds for your saved searches']);
    expect(mails[0].text).toContain('Fiesta ware pitcher (Home & Kitchen · buy $8 · sold $40 - $60 · matches “Fiesta”)');
    expect(mails[1].text).toContain('And 980 more. See all your alerts: http://bolo.test/alerts');
    expect(mails[1].text).toMatch(/Unsubscribe: http:\/\/bolo\.test\/unsubscribe\?token=\d+\.alerts\./);
  });

  it('retries a failed send with the same finds, and queues no other alert e-mail for the member meanwhile', async () => {
    const { member, saveSearch, publish } = fixtures;
    const reseller = await member('subscriber');
    await saveSearch(reseller.id, 'Hull', 'search=hull+pottery');
    await publish('Hull pottery vase');
    await scanNewFinds(db.alerts);
    await queueDueAlertMails(db.alertMails, queue, new Date());
    const [job] = await queued([reseller.id], 'search-alerts');
    const down = new MailSender({ smtpUrl: 'smtp://127.0.0.1:9', mailFrom: config.mailFrom });
    const failing = new EmailProcessor(down, null as never, null as never, null as never, new AlertMails(db.alertMails, db.notificationSettings, config), null as never);
    await expect(failing.sendEmail(job.data as never)).rejects.toThrow();
    down.onApplicationShutdown();

    // Another find while the job waits for its retry: it waits for the member's next slot.
    await publish('Hull pottery planter');
    await scanNewFinds(db.alerts);
    await queueDueAlertMails(db.alertMails, queue, new Date());
    expect(await queued([reseller.id], 'search-alerts')).toHaveLength(1);
    expect(await work([job])).toEqual(['sent']);
    const mails = await inbox.messagesTo(reseller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Hull pottery vase');
    expect(mails[0].text).not.toContain('planter');
  });

  it('follows each saved search and member: daily ones wait for a daily e-mail, weekly-only, off and lapsed ones are never e-mailed', async () => {
    const { member, saveSearch, publish } = fixtures;
    const [daily, weekly, off, lapsed, cappedDaily] = await Promise.all(['subscriber', 'subscriber', 'subscriber', 'lapsed', 'subscriber'].map((access) => member(access as 'subscriber')));
    await saveSearch(daily.id, 'Jadeite', 'search=jadeite', 'daily');
    await saveSearch(weekly.id, 'Jadeite', 'search=jadeite', 'weekly');
    await saveSearch(off.id, 'Jadeite', 'search=jadeite');
    await saveSearch(lapsed.id, 'Jadeite', 'search=jadeite');
    await saveSearch(cappedDaily.id, 'Jadeite', 'search=jadeite');
    await db.notificationSettings.update(off.id, { alertEmails: 'off' });
    await db.notificationSettings.update(cappedDaily.id, { alertEmails: 'daily' });

    await publish('Jadeite mixing bowl');
    await scanNewFinds(db.alerts);
    await queueDueAlertMails(db.alertMails, queue, new Date());
    const jobs = await queued([daily.id, weekly.id, off.id, lapsed.id, cappedDaily.id], 'search-alerts');
    expect(jobs.map((job) => [job.data.template === 'search-alerts' && job.data.userId, job.data.template === 'search-alerts' && job.data.kind])).toEqual(
      expect.arrayContaining([[daily.id, 'daily'], [cappedDaily.id, 'daily']]),
    );
    expect(jobs).toHaveLength(2);
    expect(await work(jobs)).toEqual(['sent', 'sent']);
    expect((await inbox.messagesTo(daily.email)).map((mail) => mail.subject)).toEqual(['1 new find for your saved searches']);
  });

  it('sends each subscriber one digest a week at their own hour, with their finds, however many runs; honours a changed address and an unsubscribe', async () => {
    const { member, saveSearch, publish } = fixtures;
    const [follower, searcher, newcomer, optedOut, lapsed, free, paris] = await Promise.all(
      ['subscriber', 'subscriber', 'subscriber', 'subscriber', 'lapsed', 'free', 'subscriber'].map((access) => member(access as 'subscriber')),
    );
    const mine = [follower, searcher, newcomer, optedOut, lapsed, free, paris].map((m) => m.id);
    await db.notificationSettings.update(follower.id, { followedCategories: ['Toys'] });
    await db.notificationSettings.update(lapsed.id, { followedCategories: ['Toys'] });
    await db.notificationSettings.update(optedOut.id, { digest: false, followedCategories: ['Toys'] });
    await db.notificationSettings.update(paris.id, { followedCategories: ['Toys'], timeZone: 'Europe/Paris' });
    await saveSearch(searcher.id, 'Cast iron', 'search=griswold', 'weekly');
    await publish('Lego castle 6080', { category: 'Toys' });
    await publish('Wooden train set', { category: 'Toys' });
    await publish('Griswold skillet no. 8');
    await scanNewFinds(db.alerts);

    const schedule = config.digest; // Monday 08:00, America/New_York for members who gave no zone
    const queueDigests = async (week: string, userIds: number[]) => {
      await Promise.all(userIds.map((userId) => queue.add(sendEmailJob.name, { template: 'weekly-digest', userId, week }, { jobId: sendEmailJob.jobId({ template: 'weekly-digest', userId, week }) })));
    };
    const newYorkMonday = nextLocal(new Date(), 'America/New_York', 'monday', 8);
    const nowhere = await runWeeklyDigest(db.digest, queueDigests, schedule, {}, new Date(newYorkMonday.getTime() + HOUR));
    expect(nowhere.week).toBeNull();

    const first = await runWeeklyDigest(db.digest, queueDigests, schedule, {}, newYorkMonday);
    await runWeeklyDigest(db.digest, queueDigests, schedule, {}, newYorkMonday); // run twice: nothing more queued
    const parisMonday = nextLocal(new Date(newYorkMonday.getTime() - 12 * HOUR), 'Europe/Paris', 'monday', 8);
    const parisRun = await runWeeklyDigest(db.digest, queueDigests, schedule, {}, parisMonday);
    expect(parisRun).toEqual({ week: first.week, members: 1, queued: 1 });
    const week = first.week as string;

    const jobs = await queued(mine, 'weekly-digest');
    expect(jobs.map((job) => job.data.template === 'weekly-digest' && job.data.userId).sort()).toEqual([follower.id, searcher.id, newcomer.id, paris.id].sort());
    // The address changed between the run and the send: the new one gets it.
    const moved = `moved.${follower.email}`;
    await fixtures.changeEmail(follower.id, moved);
    expect(await work(jobs)).toEqual(['sent', 'sent', 'sent', 'sent']);
    // A catch-up run of the same week after the sends: nothing for anyone.
    await runWeeklyDigest(db.digest, queueDigests, schedule, { week }, newYorkMonday);
    expect(await queued(mine, 'weekly-digest')).toHaveLength(0);

    const subjects = async (address: string) => (await inbox.messagesTo(address)).map((mail) => mail.subject);
    expect(await subjects(follower.email)).toEqual([]);
    const [followed] = await inbox.messagesTo(moved);
    expect(followed.subject).toBe('Your BOLO Directory week: 2 new finds for you');
    expect(followed.text).toContain('Wooden train set (Toys');
    expect(followed.text).toContain('Lego castle 6080 (Toys');
    expect(followed.text).not.toContain('Griswold');
    expect(followed.text).toMatch(/Unsubscribe: http:\/\/bolo\.test\/unsubscribe\?token=\d+\.digest\./);
    const [searched] = await inbox.messagesTo(searcher.email);
    expect(searched.subject).toBe('Your BOLO Directory week: 1 new find for you');
    expect(searched.text).toContain('Griswold skillet no. 8');
    const [fresh] = await inbox.messagesTo(newcomer.email);
    expect(fresh.text).toContain("Nothing new this week");
    expect(fresh.text).toContain('Griswold skillet no. 8');
    expect(await subjects(paris.email)).toEqual(['Your BOLO Directory week: 2 new finds for you']);
    for (const silent of [optedOut, lapsed, free]) expect(await subjects(silent.email)).toEqual([]);

    // Unsubscribed (the link's effect): the next week's run leaves them out.
    await db.notificationSettings.unsubscribe(searcher.id, 'digest');
    const later = localTime(new Date(newYorkMonday.getTime() + 7 * 24 * HOUR), 'America/New_York');
    const nextWeek = isoWeek(later.year, later.month, later.day);
    expect(nextWeek).not.toBe(week);
    await runWeeklyDigest(db.digest, queueDigests, schedule, { week: nextWeek }, new Date()); // a catch-up run: every zone
    expect((await queued(mine, 'weekly-digest')).map((job) => job.data.template === 'weekly-digest' && job.data.userId).sort()).toEqual([follower.id, newcomer.id, paris.id].sort());
  });
});
