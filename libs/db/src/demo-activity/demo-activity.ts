// A busy site's people and activity (`--large`): more accounts, comments, reports, saved items and
// CSV imports than one page of any back-office table or member list holds, so the end-to-end
// checks (accessibility above all) see tables that page and scroll, not three demo rows.
// Bulk INSERT … SELECT FROM unnest() statements: the repositories write one row at a time through
// the API's rules, which would take minutes here. Every part is skipped once it exists, so a
// re-run changes nothing; the rows are the same on every run (only dates follow `now`).
import type { DataSource } from 'typeorm';

/** Each above the page size of the list that shows it (admin users 20, comments 50, thread 20, saved 24). */
export const ACTIVITY = { users: 60, comments: 120, reported: 60, thread: 30, saved: 40, imports: 30 } as const;

const USER_PREFIX = 'reseller_';
const IMPORT_PREFIX = 'seed-catalogue-';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const FIRST_NAMES = ['Alex', 'Blair', 'Casey', 'Dana', 'Emery', 'Finley', 'Gray', 'Harper', 'Indy', 'Jordan', 'Kai', 'Logan', 'Marley', 'Noel', 'Oakley', 'Parker', 'Quinn', 'Reese', 'Sage', 'Taylor'];
const LAST_NAMES = ['Abbott', 'Brooks', 'Carver', 'Dalton', 'Ellis', 'Fisher', 'Garner', 'Hayes', 'Ingram', 'Jensen', 'Keller', 'Lowry', 'Mercer', 'Nolan', 'Osborne', 'Pruitt', 'Ramsey', 'Sutton', 'Tate', 'Vance'];
/** status, plan and whether the subscription has an end date, in turn. */
const SUBSCRIPTIONS = [
  ['active', 'monthly', true],
  ['active', 'annual', true],
  ['free', 'none', false],
  ['canceled', 'monthly', true],
  ['past_due', 'monthly', true],
  ['free', 'none', false],
] as const;
const COMMENTS = [
  'Picked up two of these at an estate sale last weekend, both sold within a week.',
  'Check the bottom stamp: the older ones have the blue mark and sell for more.',
  'Seeing these at almost every thrift store near me, prices are still low.',
  'Mine sold for the top of the range with the original box.',
  'Condition matters a lot on these, scratches cut the price in half.',
  'Buyers keep asking for the matching lids, worth grabbing if you see them.',
  'Listed one on two platforms, the auction did better than the fixed price.',
  'Good tip, found one at a church sale for a dollar this morning.',
  'Shipping is heavy on these, price it in before you buy.',
  'Sold out in my area after this was posted, try garage sales early.',
];
const REPORT_REASONS = ['Looks like spam', 'Off topic', null, 'Misleading price'];

export interface ActivityResult {
  users: number;
  comments: number;
  reports: number;
  saved: number;
  imports: number;
}

const count = async (db: DataSource, text: string, values: unknown[] = []): Promise<number> => Number(((await db.query(text, values)) as Array<{ n: string }>)[0].n);

/** Adds whatever part of the activity is missing; answers how many rows each part added. */
/** `passwordHash`: the accounts' one password hash (nobody signs in as them; hashing is the API's concern, not this library's). */
export async function seedActivity(db: DataSource, ids: { adminId: number; memberId: number }, now: Date, passwordHash: string): Promise<ActivityResult> {
  const users = await seedUsers(db, now, passwordHash);
  const { comments, reports } = await seedComments(db, now);
  const saved = await seedSaved(db, ids.memberId, now);
  const imports = await seedImports(db, ids.adminId, now);
  return { users, comments, reports, saved, imports };
}

async function seedUsers(db: DataSource, now: Date, hash: string): Promise<number> {
  if ((await count(db, `SELECT count(*) AS n FROM users WHERE username LIKE $1`, [`${USER_PREFIX}%`])) >= ACTIVITY.users) return 0;
  const rows = Array.from({ length: ACTIVITY.users }, (_, i) => {
    const [status, plan, ends] = SUBSCRIPTIONS[i % SUBSCRIPTIONS.length];
    const username = `${USER_PREFIX}${String(i + 1).padStart(2, '0')}`;
    const createdAt = new Date(now.getTime() - (i + 1) * 7 * HOUR_MS);
    return {
      username,
      firstName: FIRST_NAMES[i % FIRST_NAMES.length],
      lastName: LAST_NAMES[(i * 7) % LAST_NAMES.length],
      email: `${username}@example.com`,
      status,
      plan,
      endDate: ends ? new Date(now.getTime() + ((i % 25) + 5) * DAY_MS) : null,
      // A few disabled accounts, as a real back office has.
      disabledAt: i % 20 === 7 ? createdAt : null,
      createdAt,
    };
  });
  const inserted = (await db.query(
    `INSERT INTO users (username, password, first_name, last_name, email, subscription_status, subscription_plan, subscription_end_date, disabled_at, created_at, updated_at)
     SELECT t.username, $1, t.first_name, t.last_name, t.email, t.status, t.plan, t.end_date, t.disabled_at, t.created_at, t.created_at
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::timestamptz[], $10::timestamptz[])
            AS t(username, first_name, last_name, email, status, plan, end_date, disabled_at, created_at)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      hash,
      rows.map((r) => r.username),
      rows.map((r) => r.firstName),
      rows.map((r) => r.lastName),
      rows.map((r) => r.email),
      rows.map((r) => r.status),
      rows.map((r) => r.plan),
      rows.map((r) => r.endDate),
      rows.map((r) => r.disabledAt),
      rows.map((r) => r.createdAt),
    ],
  )) as unknown[];
  return inserted.length;
}

/**
 * A long thread on the directory's first item (it pages) and a few comments on each of the next
 * items; every other comment reported once by another account (open reports, still visible), so
 * both back-office comment tables page.
 */
async function seedComments(db: DataSource, now: Date): Promise<{ comments: number; reports: number }> {
  const existing = await count(db, `SELECT count(*) AS n FROM comments c JOIN users u ON u.id = c.user_id WHERE u.username LIKE $1`, [`${USER_PREFIX}%`]);
  if (existing > 0) return { comments: 0, reports: 0 };
  const authors = ((await db.query(`SELECT id FROM users WHERE username LIKE $1 AND disabled_at IS NULL ORDER BY username`, [`${USER_PREFIX}%`])) as Array<{ id: number }>).map((r) => r.id);
  const rest = ACTIVITY.comments - ACTIVITY.thread;
  const perItem = 3;
  const items = ((await db.query(`SELECT id FROM bolo_items WHERE status = 'published' ORDER BY updated DESC, id DESC LIMIT $1`, [1 + rest / perItem])) as Array<{ id: number }>).map((r) => r.id);
  if (authors.length < 2 || items.length === 0) return { comments: 0, reports: 0 };

  const rows = Array.from({ length: ACTIVITY.comments }, (_, i) => ({
    itemId: i < ACTIVITY.thread ? items[0] : (items[1 + Math.floor((i - ACTIVITY.thread) / perItem)] ?? items[0]),
    userId: authors[i % authors.length],
    content: COMMENTS[i % COMMENTS.length],
    createdAt: new Date(now.getTime() - (i + 1) * 3 * HOUR_MS),
  }));
  const inserted = (await db.query(
    `INSERT INTO comments (bolo_item_id, user_id, content, created_at, updated_at)
     SELECT t.item_id, t.user_id, t.content, t.created_at, t.created_at
       FROM unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[]) AS t(item_id, user_id, content, created_at)
     RETURNING id, user_id AS "userId", created_at AS "createdAt"`,
    [rows.map((r) => r.itemId), rows.map((r) => r.userId), rows.map((r) => r.content), rows.map((r) => r.createdAt)],
  )) as Array<{ id: number; userId: number; createdAt: Date }>;

  // Newest first, every other one reported by the next author (never its own).
  const reported = [...inserted]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .filter((_, i) => i % 2 === 0)
    .slice(0, ACTIVITY.reported);
  const reporter = (authorId: number) => authors[(authors.indexOf(authorId) + 1) % authors.length];
  await db.query(
    `INSERT INTO comment_reports (comment_id, user_id, reason, created_at)
     SELECT t.comment_id, t.user_id, t.reason, t.created_at FROM unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[]) AS t(comment_id, user_id, reason, created_at)`,
    [
      reported.map((c) => c.id),
      reported.map((c) => reporter(c.userId)),
      reported.map((_, i) => REPORT_REASONS[i % REPORT_REASONS.length]),
      reported.map((c) => new Date(c.createdAt.getTime() + HOUR_MS)),
    ],
  );
  return { comments: inserted.length, reports: reported.length };
}

/** The demo member's saved list, longer than a page: the first published items, saved an hour apart. */
async function seedSaved(db: DataSource, memberId: number, now: Date): Promise<number> {
  const inserted = (await db.query(
    `INSERT INTO saved_bolos (user_id, bolo_item_id, saved_at)
     SELECT $1, s.id, $2::timestamptz - s.n * interval '1 hour'
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM bolo_items WHERE status = 'published' ORDER BY id LIMIT $3) s
     ON CONFLICT DO NOTHING RETURNING id`,
    [memberId, now, ACTIVITY.saved],
  )) as unknown[];
  return inserted.length;
}

/**
 * Finished CSV imports by the admin, a day apart: dry runs and imports without bad rows, a few
 * failed. Only their records (the items an import stored are not made up); each file is one row.
 */
async function seedImports(db: DataSource, adminId: number, now: Date): Promise<number> {
  if ((await count(db, `SELECT count(*) AS n FROM item_imports WHERE file_name LIKE $1`, [`${IMPORT_PREFIX}%`])) > 0) return 0;
  const file = Buffer.from('name,description,category,buyPrice,soldRange,platforms,source\nPyrex bowl,Vintage mixing bowl,Home & Kitchen,$2-5,$25-40,eBay,Thrift Store\n');
  const rows = Array.from({ length: ACTIVITY.imports }, (_, i) => {
    const failed = i % 7 === 3;
    const mode = i % 3 === 0 ? 'dry-run' : 'import';
    const rowsRead = failed ? 0 : 200 + ((i * 137) % 1800);
    const createdAt = new Date(now.getTime() - (i + 1) * DAY_MS);
    return {
      mode,
      state: failed ? 'failed' : 'completed',
      fileName: `${IMPORT_PREFIX}${String(i + 1).padStart(2, '0')}.csv`,
      rowsRead,
      valid: rowsRead,
      inserted: mode === 'import' ? rowsRead : 0,
      error: failed ? 'The file has no "name" column' : null,
      createdAt,
      finishedAt: new Date(createdAt.getTime() + 20_000),
    };
  });
  const inserted = (await db.query(
    `INSERT INTO item_imports (mode, state, file_name, file, file_bytes, rows_read, valid, inserted, error, created_by, created_at, started_at, finished_at)
     SELECT t.mode, t.state, t.file_name, $1, $2, t.rows_read, t.valid, t.inserted, t.error, $3, t.created_at, t.created_at, t.finished_at
       FROM unnest($4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::text[], $11::timestamptz[], $12::timestamptz[])
            AS t(mode, state, file_name, rows_read, valid, inserted, error, created_at, finished_at)
     RETURNING id`,
    [
      file,
      file.length,
      adminId,
      rows.map((r) => r.mode),
      rows.map((r) => r.state),
      rows.map((r) => r.fileName),
      rows.map((r) => r.rowsRead),
      rows.map((r) => r.valid),
      rows.map((r) => r.inserted),
      rows.map((r) => r.error),
      rows.map((r) => r.createdAt),
      rows.map((r) => r.finishedAt),
    ],
  )) as unknown[];
  return inserted.length;
}
