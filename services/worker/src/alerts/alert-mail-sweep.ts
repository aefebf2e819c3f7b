import { enqueue, sendEmailJob, type JobQueue } from '@bolo/contracts';
import type { AlertMailsRepository } from '@bolo/db';

/**
 * Queues an e-mail for every member whose alerts wait and whose slot is open (the last alert
 * e-mail of the kind an hour or a day ago). Run after each scan, so the first alerts go out at
 * once and the rest within a minute of their slot opening. The job id names the waiting row, so
 * a sweep that finds the same row again queues nothing more.
 */
export async function queueDueAlertMails(alertMails: AlertMailsRepository, emailQueue: JobQueue, now = new Date()): Promise<number> {
  const due = await alertMails.due(now);
  await Promise.all(due.map((mail) => enqueue(emailQueue, sendEmailJob, { template: 'search-alerts', userId: mail.userId, kind: mail.kind, since: mail.since.toISOString() })));
  return due.length;
}
