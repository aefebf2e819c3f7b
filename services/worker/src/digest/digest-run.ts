import { FINDS_PER_EMAIL, hasDirectoryAccess } from '@bolo/contracts';
import type { DigestPick, DigestRepository, DigestMember } from '@bolo/db';
import type { DigestSchedule } from '../config/worker-config';
import { zonesAtDigestTime } from './digest-calendar';

/** Members read and picked at a time: the run never holds more than one batch. */
export const DIGEST_BATCH = 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface DigestRunResult {
  /** The week sent, or null when it is nowhere the digest's hour. */
  week: string | null;
  /** Members read (the digest on, a subscription that may give access, in a zone at its hour). */
  members: number;
  /** E-mails queued: members picked this run and not sent yet. */
  queued: number;
}

/**
 * One digest run (issue 22). The hourly run (no week) takes the members whose time zone is at
 * the digest's day and hour now; a catch-up run (a week) takes every member, or those it names. Members are read in
 * batches by id; each gets the newest finds first published in the 7 days before the run in
 * their followed categories and saved searches, or the week's newest overall when those had
 * nothing. digest_sends records each pick once per week, so a second run queues only what the
 * first left unsent, and the e-mail job id (member and week) is deduplicated by the queue too.
 */
export async function runWeeklyDigest(
  digests: DigestRepository,
  queueDigests: (week: string, userIds: number[]) => Promise<void>,
  schedule: DigestSchedule,
  options: { week?: string; userIds?: number[] },
  now = new Date(),
): Promise<DigestRunResult> {
  let week = options.week ?? null;
  let zones: string[] | null = null;
  if (week === null) {
    const known = [...new Set([schedule.defaultTimeZone, ...(await digests.timeZones())])];
    ({ zones, week } = zonesAtDigestTime(now, known, schedule.day, schedule.hour));
    if (week === null) return { week: null, members: 0, queued: 0 };
  }
  const end = now;
  const start = new Date(end.getTime() - WEEK_MS);
  const byCategory = new Map((await digests.weekFinds(start, end, FINDS_PER_EMAIL)).map((row) => [row.category, row.ids]));
  const newestOverall = newestOf([...byCategory.values()]);

  let members = 0;
  let queued = 0;
  for (let afterId = 0; ; ) {
    const batch = await digests.members(afterId, DIGEST_BATCH, zones, schedule.defaultTimeZone, options.userIds ?? null);
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1].id;
    members += batch.length;
    const allowed = batch.filter((member) => hasDirectoryAccess(member, now));
    const searchFinds = await digests.searchFinds(allowed.map((member) => member.id), start, end, FINDS_PER_EMAIL);
    const picks = allowed.map((member): DigestPick => pickFor(member, byCategory, searchFinds.get(member.id) ?? [], newestOverall));
    const toSend = await digests.pick(week, start, end, picks);
    if (toSend.length > 0) await queueDigests(week, toSend);
    queued += toSend.length;
    if (batch.length < DIGEST_BATCH) break;
  }
  return { week, members, queued };
}

/** The newest ids of several newest-first lists, without repeats (ids grow with time, so larger is newer). */
function newestOf(lists: readonly number[][]): number[] {
  return [...new Set(lists.flat())].sort((a, b) => b - a).slice(0, FINDS_PER_EMAIL);
}

function pickFor(member: DigestMember, byCategory: ReadonlyMap<string, number[]>, searchFinds: number[], newestOverall: number[]): DigestPick {
  const forYou = newestOf([searchFinds, ...member.followedCategories.map((category) => byCategory.get(category) ?? [])]);
  return forYou.length > 0 ? { userId: member.id, itemIds: forYou, forYou: true } : { userId: member.id, itemIds: newestOverall, forYou: false };
}
