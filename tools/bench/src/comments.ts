// `npm run bench:comments`: the community comments of issue 17, measured on a throwaway database
// (bolo_test_<random>, migrated, dropped at the end) and private Redis prefixes, with the real
// worker (services/worker/dist) and the real API (services/api/dist) as child processes:
//   1. the 180x180 comment picture job (image-variant, owner 'comment') consumed by the worker
//      from Redis, next to a bare sharp loop over the same pictures in the same run;
//   2. GET /api/comments/{boloItemId}, first page, on an item with 500 comments, at 32
//      connections: the first requests to the fresh API (cold), then a closed loop (warm);
//   3. 200 comments with pictures posted through POST /api/comments, 8 at a time, and the time
//      until each picture is served by GET /api/images/comments/:id.
// Prints the results as Markdown tables; docs/benchmarks.md "Comments" says how to read them.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import argon2 from 'argon2';
import { QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import sharp from 'sharp';
import { COMMENT_REPORTS_TO_HIDE, COMMENTS_PAGE_SIZE, commentPicturePath, IMAGE_VARIANT_SIZES, imageVariantJob, imageVariantJobId, type CommentPage, type CommentView } from '@bolo/contracts';
import { createRepositories, type Repositories } from '@bolo/db';
import { createTestDatabase, deleteRedisKeys, freePort, JobQueues, SERVER_DEFAULTS, uniqueRedisPrefix, type TestDatabase } from '@bolo/server-kit';
import { BENCH_ORIGIN } from './api-client';
import { generatePictures, pictureSpecs, type BenchPicture } from './comment-pictures';
import { memberName, postPlan, threadPlan, type PlannedComment } from './comment-plan';
import { BenchError } from './config';
import { percentile } from './load';

const ROOT = path.resolve(__dirname, '../../..');
const API_MAIN = path.join(ROOT, 'services/api/dist/main.js');
const WORKER_MAIN = path.join(ROOT, 'services/worker/dist/main.js');
const log = (line: string) => console.log(`[bench:comments] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MEMBER_PASSWORD = 'Comments-bench-2026!';
/** The worker's own defaults (services/worker/src/config/worker-config.ts, images/image-variant.ts): the bare loop does what it does. */
const WORKER_DEFAULT_MAX_INPUT_PIXELS = 50_000_000;
const VARIANT_QUALITY = 80;
const WARMUP_PICTURES = 4;

// ---------------------------------------------------------------------------------------------
// Settings

interface Settings {
  seed: number;
  pictures: number;
  threadComments: number;
  members: number;
  readers: number;
  connections: number;
  requests: number;
  warmupRequests: number;
  posts: number;
  postConcurrency: number;
  posters: number;
  workerConcurrency: number;
  sharpConcurrency: number;
  maxInputPixels: number;
  timeoutMs: number;
  redisUrl: string;
  keepLogs: boolean;
}

function whole(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new BenchError(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return value;
}

function settings(): Settings {
  const requests = whole('BENCH_COMMENTS_REQUESTS', 10_000);
  const s: Settings = {
    seed: whole('BENCH_SEED', 1),
    pictures: whole('BENCH_COMMENTS_PICTURES', 200),
    threadComments: whole('BENCH_COMMENTS_THREAD', 500),
    members: whole('BENCH_COMMENTS_MEMBERS', 100, 4),
    readers: whole('BENCH_COMMENTS_READERS', 8),
    connections: whole('BENCH_COMMENTS_CONNECTIONS', 32),
    requests,
    warmupRequests: whole('BENCH_COMMENTS_WARMUP_REQUESTS', Math.max(100, Math.round(requests / 5)), 0),
    posts: whole('BENCH_COMMENTS_POSTS', 200),
    postConcurrency: whole('BENCH_COMMENTS_POST_CONCURRENCY', 8),
    posters: whole('BENCH_COMMENTS_POSTERS', 25),
    // The worker's defaults, passed to it explicitly so that the bare loop runs exactly as wide.
    workerConcurrency: whole('WORKER_CONCURRENCY', 2),
    sharpConcurrency: whole('WORKER_SHARP_CONCURRENCY', 0, 0),
    maxInputPixels: whole('WORKER_MAX_INPUT_PIXELS', WORKER_DEFAULT_MAX_INPUT_PIXELS),
    timeoutMs: whole('BENCH_COMMENTS_TIMEOUT_MS', 15 * 60_000),
    redisUrl: process.env.REDIS_URL || SERVER_DEFAULTS.redisUrl,
    keepLogs: process.env.BENCH_COMMENTS_KEEP === '1',
  };
  if (s.readers > s.members || s.posters > s.members) throw new BenchError('BENCH_COMMENTS_READERS and BENCH_COMMENTS_POSTERS must not exceed BENCH_COMMENTS_MEMBERS');
  if (s.pictures + WARMUP_PICTURES > s.threadComments) throw new BenchError(`BENCH_COMMENTS_THREAD (${s.threadComments}) must hold the ${s.pictures} pictures and ${WARMUP_PICTURES} warm-up ones`);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Numbers

interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function summarize(latencies: readonly number[]): Summary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? NaN };
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(2) : n.toFixed(1));
const rate = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
const seconds = (n: number) => (n / 1000).toFixed(2);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const load1 = () => os.loadavg()[0].toFixed(2);

/** Runs `fn` over `items`, `concurrency` at a time, in order of index. */
async function inPool<T, R>(items: readonly T[], concurrency: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
  return results;
}

/** CPU seconds (user + system, all threads) a process used so far: /proc/<pid>/stat. */
function cpuSecondsOf(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in USER_HZ
  } catch {
    return NaN;
  }
}

const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

// ---------------------------------------------------------------------------------------------
// Processes

class Processes {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolo-bench-comments-'));
  private readonly children = new Map<string, ChildProcess>();

  constructor(private readonly keepLogs: boolean) {}

  start(label: string, script: string, env: NodeJS.ProcessEnv): ChildProcess {
    const out = fs.openSync(path.join(this.dir, `${label}.log`), 'a');
    const child = spawn(process.execPath, [script], { cwd: ROOT, env, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    this.children.set(label, child);
    return child;
  }

  tail(label: string, lines = 20): string {
    try {
      return fs.readFileSync(path.join(this.dir, `${label}.log`), 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }

  async stop(): Promise<void> {
    await Promise.all(
      [...this.children.values()].map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(force);
      }),
    );
    this.children.clear();
    if (this.keepLogs) log(`process logs kept in ${this.dir}`);
    else fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

async function waitUntil(what: string, timeoutMs: number, probe: () => Promise<boolean>, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new BenchError(`${what} did not happen within ${timeoutMs / 1000} s.\n${describe()}`);
    await sleep(200);
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP: keep-alive agents, one per member session, so N callers hold exactly N connections.

interface Reply {
  status: number;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

interface SendOptions {
  agent: http.Agent;
  cookie?: string;
  json?: unknown;
  body?: Buffer;
  contentType?: string;
  timeoutMs?: number;
}

function send(port: number, method: string, urlPath: string, options: SendOptions): Promise<Reply> {
  const body = options.json === undefined ? options.body : Buffer.from(JSON.stringify(options.json));
  const contentType = options.json === undefined ? options.contentType : 'application/json';
  const timeoutMs = options.timeoutMs ?? 30_000;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: options.agent,
        timeout: timeoutMs,
        headers: {
          accept: 'application/json',
          // Every state-changing request names an allowed page origin (the API refuses it otherwise).
          origin: BENCH_ORIGIN,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(body ? { 'content-type': contentType ?? 'application/octet-stream', 'content-length': body.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** A multipart/form-data body as the member's comment form sends it: boloItemId, content, image. */
function commentForm(itemId: number, content: string, picture: BenchPicture): { body: Buffer; contentType: string } {
  const boundary = `----bolo-bench-${randomBytes(12).toString('hex')}`;
  const field = (name: string, value: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      field('boloItemId', String(itemId)),
      field('content', content),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${picture.fileName}"\r\nContent-Type: ${picture.contentType}\r\n\r\n`),
      picture.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

interface Session {
  member: number;
  userId: number;
  username: string;
  cookie: string;
}

async function signIn(port: number, agent: http.Agent, member: SeededMember): Promise<Session> {
  const res = await send(port, 'POST', '/api/auth/signin', { agent, json: { username: member.username, password: MEMBER_PASSWORD } });
  if (res.status !== 200) throw new BenchError(`Signing in as ${member.username} answered ${res.status}: ${res.body.toString('utf8').slice(0, 200)}`);
  const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new BenchError(`Signing in as ${member.username} set no session cookie`);
  return { member: member.index, userId: member.id, username: member.username, cookie };
}

// ---------------------------------------------------------------------------------------------
// Seeding, through the libs/db repositories

interface SeededMember {
  index: number;
  id: number;
  username: string;
}

interface SeededComment {
  id: number;
  author: number;
  status: 'visible' | 'hidden';
  picture: number | null;
  warmup: boolean;
}

async function seedMembers(db: Repositories, count: number): Promise<SeededMember[]> {
  // One hash with the API's argon2id parameters, shared by every member: signing in verifies it as usual.
  const passwordHash = await argon2.hash(MEMBER_PASSWORD, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const end = new Date();
  end.setUTCMonth(end.getUTCMonth() + 1);
  const members: SeededMember[] = [];
  for (let index = 0; index < count; index += 1) {
    const username = `comments-member-${String(index + 1).padStart(3, '0')}`;
    const created = await db.users.create({
      username,
      passwordHash,
      email: `${username}@bench.example.com`,
      ...memberName(index),
      subscriptionStatus: 'active',
      subscriptionPlan: 'monthly',
      subscriptionEndDate: end,
    });
    if (!('user' in created)) throw new BenchError(`could not create ${username}: ${created.taken} taken`);
    members.push({ index, id: created.user.id, username });
  }
  return members;
}

async function seedItem(db: Repositories, name: string): Promise<number> {
  return db.items.create({
    name,
    description: 'Heat-resistant glass bowls in primary colours; complete sets of four sell best.',
    category: 'Home & Kitchen',
    subcategory: 'Glassware',
    soldRange: '$25 - $60',
    buyPrice: '$2 - $8',
    platforms: ['eBay', 'Etsy', 'Mercari'],
    source: ['Thrift Stores', 'Estate Sales'],
    status: 'published',
    createdBy: null,
  });
}

/** The comments one by one (oldest first, so ids follow their dates), then votes and reports. */
async function seedThread(db: Repositories, itemId: number, plan: readonly PlannedComment[], members: readonly SeededMember[], pictures: readonly BenchPicture[]): Promise<SeededComment[]> {
  const comments: SeededComment[] = [];
  for (const planned of plan) {
    const picture = planned.picture === null ? undefined : pictures[planned.picture];
    const id = await db.comments.create({
      boloItemId: itemId,
      userId: members[planned.author].id,
      content: planned.content,
      image: picture && { data: picture.bytes, contentType: picture.contentType, checksum: picture.checksum },
    });
    if (id === null) throw new BenchError('the benchmark item vanished while seeding');
    comments.push({ id, author: planned.author, status: 'visible', picture: planned.picture, warmup: planned.warmup });
  }
  const votes = plan.flatMap((planned, i) => planned.votes.map((vote) => ({ comment: comments[i].id, ...vote })));
  await inPool(votes, 4, async (vote) => {
    if (!(await db.comments.vote(vote.comment, members[vote.member].id, vote.type))) throw new BenchError(`vote on comment ${vote.comment} not stored`);
  });
  for (const [i, planned] of plan.entries()) {
    for (const report of planned.reports) {
      const result = await db.comments.report(comments[i].id, members[report.member].id, report.reason ?? null, COMMENT_REPORTS_TO_HIDE);
      if (!result) throw new BenchError(`report on comment ${comments[i].id} not stored`);
      if (result.status === 'hidden') comments[i].status = 'hidden';
    }
  }
  return comments;
}

/** The first page `reader` must get: visible comments and their own hidden ones, newest first. */
function expectedFirstPage(comments: readonly SeededComment[], reader: number): { ids: number[]; total: number } {
  const readable = comments.filter((c) => c.status === 'visible' || c.author === reader).sort((a, b) => b.id - a.id);
  return { ids: readable.slice(0, COMMENTS_PAGE_SIZE).map((c) => c.id), total: readable.length };
}

/** A 180x180 WebP with no EXIF, XMP or ICC profile: what the worker must store and the API serve. */
async function checkVariant(bytes: Buffer | null | undefined, what: string): Promise<void> {
  if (!bytes) throw new BenchError(`${what}: no 180x180 picture stored`);
  const meta = await sharp(bytes).metadata();
  const { width, height } = IMAGE_VARIANT_SIZES.comment;
  if (meta.format !== 'webp' || meta.width !== width || meta.height !== height || meta.exif || meta.xmp || meta.icc) {
    throw new BenchError(`${what}: got ${meta.format} ${meta.width}x${meta.height}${meta.exif ? ' with EXIF' : ''}${meta.xmp ? ' with XMP' : ''}${meta.icc ? ' with ICC' : ''}`);
  }
}

// ---------------------------------------------------------------------------------------------
// 1. The image-variant job in the worker vs a bare sharp loop

interface Pass {
  label: string;
  pictures: number;
  elapsedMs: number;
  perSecond: number;
  cpuSeconds: number;
}

interface VariantResult {
  bareBefore: Pass;
  worker: Pass;
  bareAfter: Pass;
  /** The handler's own time per job (read, convert, write), from its result. */
  jobMs: Summary;
  ratio: number;
  load: string;
}

async function measureVariants(s: Settings, db: Repositories, queues: JobQueues, comments: readonly SeededComment[], pictures: readonly BenchPicture[], workerPid: number | undefined): Promise<VariantResult> {
  const size = IMAGE_VARIANT_SIZES.comment;
  // The conversion renderImageVariant (services/worker/src/images/image-variant.ts) makes, nothing else.
  const convert = (picture: BenchPicture) =>
    sharp(picture.bytes, { limitInputPixels: s.maxInputPixels, failOn: 'error', animated: false })
      .rotate()
      .resize(size.width, size.height, { fit: 'cover' })
      .webp({ quality: VARIANT_QUALITY })
      .toBuffer();
  const bare = async (label: string, list: readonly BenchPicture[]): Promise<Pass> => {
    const cpu = ownCpuSeconds();
    const started = performance.now();
    const outputs = await inPool(list, s.workerConcurrency, convert);
    const elapsedMs = performance.now() - started;
    await checkVariant(outputs[0], `${label}: first output`);
    return { label, pictures: list.length, elapsedMs, perSecond: (list.length / elapsedMs) * 1000, cpuSeconds: ownCpuSeconds() - cpu };
  };
  const jobs = async (label: string, list: readonly SeededComment[]): Promise<{ pass: Pass; jobMs: number[] }> => {
    const cpu = cpuSecondsOf(workerPid);
    const started = performance.now();
    const results = await Promise.all(
      list.map((c) => queues.runAndWait(imageVariantJob, { owner: 'comment', ownerId: c.id, checksum: pictures[c.picture as number].checksum }, s.timeoutMs)),
    );
    const elapsedMs = performance.now() - started;
    const cpuSeconds = cpuSecondsOf(workerPid) - cpu;
    const jobMs = results.map((raw, i) => {
      const result = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { outcome?: string; ms?: number };
      if (result?.outcome !== 'created') throw new BenchError(`${label}: the job of comment ${list[i].id} answered ${JSON.stringify(result)}, not "created"`);
      return result.ms ?? NaN;
    });
    return { pass: { label, pictures: list.length, elapsedMs, perSecond: (list.length / elapsedMs) * 1000, cpuSeconds }, jobMs };
  };

  const measured = comments.filter((c) => c.picture !== null && !c.warmup);
  const warmup = comments.filter((c) => c.warmup);
  const measuredPictures = measured.map((c) => pictures[c.picture as number]);
  const load = load1();
  log(`pictures: warming up both sides on ${warmup.length} pictures (load ${load})`);
  await bare('warm-up', warmup.map((c) => pictures[c.picture as number]));
  await jobs('warm-up', warmup);

  log(`pictures: bare sharp loop over ${measuredPictures.length} pictures, ${s.workerConcurrency} at a time`);
  const bareBefore = await bare('bare sharp, before', measuredPictures);
  log(`  ${rate(bareBefore.perSecond)} pictures/s`);
  log(`pictures: ${measured.length} image-variant jobs through Redis to the worker (concurrency ${s.workerConcurrency})`);
  const worker = await jobs('worker', measured);
  log(`  ${rate(worker.pass.perSecond)} pictures/s`);
  log('pictures: bare sharp loop again');
  const bareAfter = await bare('bare sharp, after', measuredPictures);
  log(`  ${rate(bareAfter.perSecond)} pictures/s`);

  // What the worker stored is what the issue asks for, for every picture.
  await inPool(measured, 4, async (c) => checkVariant((await db.comments.storedImage(c.id))?.variantData, `comment ${c.id}`));
  const bareMean = (bareBefore.perSecond + bareAfter.perSecond) / 2;
  return { bareBefore, worker: worker.pass, bareAfter, jobMs: summarize(worker.jobMs), ratio: worker.pass.perSecond / bareMean, load };
}

// ---------------------------------------------------------------------------------------------
// 2. GET /api/comments/{boloItemId}, first page, N connections

interface ThreadResult {
  firstMs: number;
  coldBurst: Summary;
  warm: Summary;
  perSecond: number;
  errors: number;
  firstError?: string;
  total: number;
  load: string;
}

async function measureThread(s: Settings, port: number, itemId: number, readers: readonly Session[], comments: readonly SeededComment[]): Promise<ThreadResult> {
  const urlPath = `/api/comments/${itemId}`;
  // Caller c reads as readers[c % R]; each reader's agent has exactly as many sockets as callers.
  const callersOf = readers.map((_, r) => Array.from({ length: s.connections }, (_, c) => c).filter((c) => c % readers.length === r).length);
  const agents = readers.map((_, r) => new http.Agent({ keepAlive: true, maxSockets: Math.max(1, callersOf[r]) }));
  const get = async (caller: number): Promise<Buffer> => {
    const r = caller % readers.length;
    const res = await send(port, 'GET', urlPath, { agent: agents[r], cookie: readers[r].cookie });
    if (res.status !== 200 || res.body[0] !== 0x7b) throw new Error(`${res.status} ${res.body.toString('utf8').slice(0, 160)}`);
    return res.body;
  };
  const timed = async (caller: number) => {
    const t0 = performance.now();
    await get(caller);
    return performance.now() - t0;
  };
  const load = load1();
  try {
    // Cold: the fresh API's first comment page ever, then one request on every connection at once.
    const firstMs = await timed(0);
    const coldBurst = summarize(await Promise.all(Array.from({ length: s.connections }, (_, c) => timed(c))));
    log(`thread: first request ${ms(firstMs)} ms; first ${s.connections} at once p50 ${ms(coldBurst.p50)} ms, max ${ms(coldBurst.max)} ms (load ${load})`);

    // Every reader gets exactly the page the seeded rows call for (their own hidden comments included).
    for (const [r, reader] of readers.entries()) {
      const page = JSON.parse((await get(r)).toString('utf8')) as CommentPage;
      const expected = expectedFirstPage(comments, reader.member);
      const ids = page.comments.map((c: CommentView) => c.id);
      if (page.total !== expected.total || ids.join() !== expected.ids.join()) {
        throw new BenchError(`${reader.username} got total ${page.total} [${ids.join(',')}], expected ${expected.total} [${expected.ids.join(',')}]`);
      }
    }
    const total = expectedFirstPage(comments, -1).total;

    await closedLoop(s.connections, s.warmupRequests, timed);
    const run = await closedLoop(s.connections, s.requests, timed);
    const warm = summarize(run.latencies);
    const perSecond = (run.latencies.length / run.elapsedMs) * 1000;
    log(`thread: ${run.latencies.length} requests at ${s.connections} connections: ${rate(perSecond)} req/s, p50 ${ms(warm.p50)} ms, p95 ${ms(warm.p95)} ms, p99 ${ms(warm.p99)} ms, ${run.errors} errors`);
    return { firstMs, coldBurst, warm, perSecond, errors: run.errors, firstError: run.firstError, total, load };
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

/** `callers` callers each send the next request as soon as theirs answers, until `total` were sent. */
async function closedLoop(callers: number, total: number, request: (caller: number) => Promise<number>) {
  const latencies: number[] = [];
  let sent = 0;
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      while (sent < total) {
        sent += 1;
        try {
          latencies.push(await request(caller));
        } catch (error) {
          errors += 1;
          firstError ??= (error as Error).message;
        }
      }
    }),
  );
  return { latencies, errors, firstError, elapsedMs: performance.now() - started };
}

// ---------------------------------------------------------------------------------------------
// 3. Posting comments with pictures until every picture is served

interface PostResult {
  posts: number;
  posted: Summary;
  served: Summary;
  postingMs: number;
  totalMs: number;
  errors: number;
  firstError?: string;
  load: string;
}

interface Post {
  index: number;
  session: Session;
  picture: BenchPicture;
  startedAt: number;
  postedAt?: number;
  servedAt?: number;
  commentId?: number;
  jobId?: string;
  serving: boolean;
  bytes?: Buffer;
  failure?: string;
}

async function measurePosting(s: Settings, port: number, itemId: number, posters: readonly Session[], pictures: readonly BenchPicture[], queues: JobQueues, queuePrefix: string): Promise<PostResult> {
  const plan = postPlan({ posts: s.posts, posters: posters.length, pictures: pictures.length, seed: s.seed });
  const agent = new http.Agent({ keepAlive: true, maxSockets: s.postConcurrency * 2 });
  const images = queues.queue(imageVariantJob.queue);
  // Completion events of the images queue: the moment to ask the API for a picture. A member's
  // page would poll instead; this measures when the picture is first servable.
  const events = new QueueEvents(imageVariantJob.queue, { connection: { url: s.redisUrl, maxRetriesPerRequest: null }, prefix: queuePrefix });
  const pending = new Map<string, Post>();
  const completedEarly = new Set<string>();
  const posts: Post[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let settle: () => void = () => undefined;
  const allDone = new Promise<void>((resolve) => (settle = resolve));
  let postingDone = false;
  const finished = () => posts.filter((p) => p.servedAt !== undefined || p.failure !== undefined).length;
  const checkDone = () => {
    if (postingDone && finished() === posts.length) settle();
  };

  const serve = async (post: Post) => {
    if (post.serving || post.servedAt !== undefined || post.failure !== undefined) return;
    post.serving = true;
    try {
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const res = await send(port, 'GET', commentPicturePath(post.commentId as number), { agent, cookie: post.session.cookie });
        if (res.status === 200) {
          post.servedAt = performance.now();
          post.bytes = res.body;
          pending.delete(post.jobId as string);
          checkDone();
          return;
        }
        if (res.status !== 404) throw new Error(`picture of comment ${post.commentId}: ${res.status} ${res.body.toString('utf8').slice(0, 160)}`);
        await sleep(50);
      }
    } catch (error) {
      post.failure = (error as Error).message;
      pending.delete(post.jobId as string);
      checkDone();
    } finally {
      post.serving = false;
    }
  };

  events.on('completed', ({ jobId }) => {
    const post = pending.get(jobId);
    if (post) void serve(post);
    else completedEarly.add(jobId);
  });
  await events.waitUntilReady();

  // A missed event must not hang the run: once a second, ask BullMQ about pictures still waiting.
  const sweep = setInterval(() => {
    const now = performance.now();
    for (const post of pending.values()) {
      if (post.serving || now - (post.postedAt ?? now) < 1000) continue;
      void images
        .getJobState(post.jobId as string)
        .then((state) => {
          if (state === 'failed') {
            post.failure = 'the image-variant job failed';
            pending.delete(post.jobId as string);
            checkDone();
          } else if (state === 'completed' || state === 'unknown') void serve(post); // removed on completion
        })
        .catch(() => undefined);
    }
  }, 1000);

  const load = load1();
  log(`posting: ${s.posts} comments with pictures, ${s.postConcurrency} at a time, by ${posters.length} members (load ${load})`);
  const started = performance.now();
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: s.postConcurrency }, async () => {
        while (next < plan.length) {
          const index = next++;
          const planned = plan[index];
          const post: Post = { index, session: posters[planned.poster], picture: pictures[planned.picture], startedAt: performance.now(), serving: false };
          const form = commentForm(itemId, planned.content, post.picture);
          try {
            const res = await send(port, 'POST', '/api/comments', { agent, cookie: post.session.cookie, body: form.body, contentType: form.contentType, timeoutMs: 60_000 });
            if (res.status !== 201) throw new Error(`${res.status} ${res.body.toString('utf8').slice(0, 200)}`);
            post.postedAt = performance.now();
            post.commentId = (JSON.parse(res.body.toString('utf8')) as CommentView).id;
            post.jobId = imageVariantJobId('comment', post.commentId, post.picture.checksum);
            posts.push(post);
            pending.set(post.jobId, post);
            if (completedEarly.has(post.jobId)) void serve(post);
          } catch (error) {
            errors += 1;
            firstError ??= `POST /api/comments: ${(error as Error).message}`;
          }
        }
      }),
    );
    postingDone = true;
    const postingMs = performance.now() - started;
    log(`  ${posts.length} posted in ${seconds(postingMs)} s; waiting for the pictures`);
    checkDone();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([allDone.then(() => false), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), s.timeoutMs)))]);
    clearTimeout(timer);
    if (timedOut) throw new BenchError(`${posts.length - finished()} pictures were still not served after ${s.timeoutMs / 1000} s`);
    const failed = posts.filter((p) => p.failure !== undefined);
    if (failed.length > 0) {
      errors += failed.length;
      firstError ??= `picture of comment ${failed[0].commentId}: ${failed[0].failure}`;
    }
    const served = posts.filter((p) => p.servedAt !== undefined);
    await inPool(served, 4, (p) => checkVariant(p.bytes, `served picture of comment ${p.commentId}`));
    const totalMs = Math.max(...served.map((p) => p.servedAt as number)) - started;
    const result: PostResult = {
      posts: posts.length,
      posted: summarize(posts.map((p) => (p.postedAt as number) - p.startedAt)),
      served: summarize(served.map((p) => (p.servedAt as number) - p.startedAt)),
      postingMs,
      totalMs,
      errors,
      firstError,
      load,
    };
    log(`  every picture served ${seconds(totalMs)} s after the first post; post to served p50 ${seconds(result.served.p50)} s, p95 ${seconds(result.served.p95)} s`);
    return result;
  } finally {
    clearInterval(sweep);
    await events.close();
    agent.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function report(s: Settings, info: { postgres: string; loadBefore: string; loadAfter: string; pictures: readonly BenchPicture[]; thread: readonly SeededComment[]; generateMs: number }, v: VariantResult, t: ThreadResult, p: PostResult): string {
  const cpus = os.cpus();
  const formats = ['jpeg', 'png', 'webp'].map((f) => `${info.pictures.filter((x) => x.format === f).length} ${f.toUpperCase()}`).join(', ');
  const edges = info.pictures.map((x) => Math.max(x.width, x.height));
  const bytes = info.pictures.reduce((sum, x) => sum + x.bytes.length, 0);
  const hidden = info.thread.filter((c) => c.status === 'hidden').length;
  const pass = (x: Pass) => `| ${x.label} | ${x.pictures} | ${seconds(x.elapsedMs)} | ${rate(x.perSecond)} | ${Number.isNaN(x.cpuSeconds) ? '-' : ((x.cpuSeconds / x.pictures) * 1000).toFixed(0)} |`;
  return [
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 1024 ** 3)} GB RAM, ${os.type()} ${os.release()}; 1-minute load average ${info.loadBefore} before the run, ${v.load} / ${t.load} / ${p.load} at the start of parts 1 / 2 / 3, ${info.loadAfter} after`,
    `- Software: Node ${process.version}, ${info.postgres}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips})`,
    `- Pictures: ${info.pictures.length} generated from seed ${s.seed} in ${seconds(info.generateMs)} s: ${formats}; long edge ${Math.min(...edges)}-${Math.max(...edges)} px; ${info.pictures.filter((x) => x.exif).length} with EXIF (camera, GPS), ${info.pictures.filter((x) => x.orientation !== null).length} of them rotated by their EXIF orientation, ${info.pictures.filter((x) => x.p3).length} with a Display P3 profile; ${mb(bytes)} in all, ${mb(Math.max(...info.pictures.map((x) => x.bytes.length)))} the largest`,
    `- Thread: ${info.thread.length} comments on one item by ${s.members} members (${hidden} hidden by ${COMMENT_REPORTS_TO_HIDE} reports), ${info.thread.filter((c) => c.picture !== null).length} with pictures; read by ${s.readers} members' sessions`,
    '',
    `### 1. The 180x180 comment picture: worker job vs bare sharp (${s.workerConcurrency} at a time)`,
    '',
    '| Pass | Pictures | Seconds | Pictures/s | CPU ms per picture |',
    '| --- | ---: | ---: | ---: | ---: |',
    pass(v.bareBefore),
    pass({ ...v.worker, label: 'worker: image-variant jobs from Redis' }),
    pass(v.bareAfter),
    '',
    `Worker / bare sharp (mean of both bare passes): **${(v.ratio * 100).toFixed(0)}%** (aim: at least 80%). The job handler's own time (read the original, convert, write the variant) per picture: p50 ${ms(v.jobMs.p50)} ms, p95 ${ms(v.jobMs.p95)} ms.`,
    '',
    `### 2. GET /api/comments/{boloItemId}, first page (${COMMENTS_PAGE_SIZE} of ${t.total} comments), ${s.connections} connections`,
    '',
    '| Phase | Requests | req/s | p50 ms | p95 ms | p99 ms | max ms | Errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| cold: the fresh API's first request | 1 | - | ${ms(t.firstMs)} | - | - | ${ms(t.firstMs)} | 0 |`,
    `| cold: then one on each connection at once | ${t.coldBurst.count} | - | ${ms(t.coldBurst.p50)} | ${ms(t.coldBurst.p95)} | ${ms(t.coldBurst.p99)} | ${ms(t.coldBurst.max)} | 0 |`,
    `| warm: closed loop after ${s.warmupRequests} warm-up requests | ${t.warm.count} | ${rate(t.perSecond)} | ${ms(t.warm.p50)} | ${ms(t.warm.p95)} | ${ms(t.warm.p99)} | ${ms(t.warm.max)} | ${t.errors} |`,
    '',
    `### 3. Posting ${s.posts} comments with pictures (${s.postConcurrency} at a time, ${s.posters} members) until every picture is served`,
    '',
    '| Step | Count | p50 s | p95 s | max s |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| POST /api/comments answered 201 | ${p.posted.count} | ${seconds(p.posted.p50)} | ${seconds(p.posted.p95)} | ${seconds(p.posted.max)} |`,
    `| post sent → GET /api/images/comments/:id answers 200 | ${p.served.count} | ${seconds(p.served.p50)} | ${seconds(p.served.p95)} | ${seconds(p.served.max)} |`,
    '',
    `All ${p.posts} posted in ${seconds(p.postingMs)} s; every picture served ${seconds(p.totalMs)} s after the first post (${rate((p.served.count / p.totalMs) * 1000)} pictures/s end to end). Errors: ${p.errors}${p.firstError ? ` (first: ${p.firstError})` : ''}.`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const s = settings();
  for (const file of [API_MAIN, WORKER_MAIN]) {
    if (!fs.existsSync(file)) throw new BenchError(`${path.relative(ROOT, file)} is missing: build first (npx tsc -b services/worker services/api tools/bench)`);
  }
  const loadBefore = load1();
  sharp.concurrency(s.sharpConcurrency); // as the worker does (0: one thread per core)
  sharp.cache(false);

  log(`generating ${s.pictures} pictures (seed ${s.seed})`);
  const generateStarted = performance.now();
  const pictures = await generatePictures(pictureSpecs(s.pictures, s.seed), s.seed);
  const generateMs = performance.now() - generateStarted;
  log(`  ${mb(pictures.reduce((sum, p) => sum + p.bytes.length, 0))} in ${seconds(generateMs)} s`);

  const prefix = uniqueRedisPrefix('bench-comments');
  const processes = new Processes(s.keepLogs);
  const redis = new Redis(s.redisUrl);
  let database: TestDatabase | null = null;
  let queues: JobQueues | null = null;
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    await processes.stop();
    await queues?.onApplicationShutdown();
    await deleteRedisKeys(redis, `${prefix}*`).catch(() => undefined);
    redis.disconnect();
    await database?.drop();
  };
  const interrupted = () => {
    log('interrupted: stopping the processes and dropping the database');
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    database = await createTestDatabase(6);
    const db = createRepositories(database.dataSource);
    const postgres = await db.database.serverVersion();
    log(`seeding ${database.url.replace(/\/\/[^@]*@/, '//')}: ${s.members} members, ${s.threadComments} comments with votes and reports`);
    const members = await seedMembers(db, s.members);
    const threadItem = await seedItem(db, 'Pyrex Primary Colors mixing bowls');
    const postItem = await seedItem(db, 'Pyrex Butterprint casserole');
    const plan = threadPlan({ comments: s.threadComments, members: s.members, pictures: s.pictures, warmupPictures: WARMUP_PICTURES, seed: s.seed });
    const thread = await seedThread(db, threadItem, plan, members, pictures);

    const common: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      REDIS_URL: s.redisUrl,
      REDIS_KEY_PREFIX: `${prefix}:`,
      QUEUE_PREFIX: prefix,
      BILLING_MODE: 'emulator',
    };
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL', 'STRIPE_API_URL', 'APP_URL']) delete common[name];

    const worker = processes.start('worker', WORKER_MAIN, {
      ...common,
      WORKER_CONCURRENCY: String(s.workerConcurrency),
      WORKER_SHARP_CONCURRENCY: String(s.sharpConcurrency),
      WORKER_MAX_INPUT_PIXELS: String(s.maxInputPixels),
      SMTP_URL: 'smtp://127.0.0.1:9', // no e-mail is sent here
    });
    queues = new JobQueues(s.redisUrl, prefix);
    const images = queues.queue(imageVariantJob.queue);
    await waitUntil('the worker consuming the images queue', 90_000, async () => {
      if (worker.exitCode !== null) throw new BenchError(`the worker exited with code ${worker.exitCode}:\n${processes.tail('worker')}`);
      return (await images.getWorkersCount()) > 0;
    }, () => processes.tail('worker'));
    const variants = await measureVariants(s, db, queues, thread, pictures, worker.pid);

    const port = await freePort();
    const api = processes.start('api', API_MAIN, { ...common, PORT: String(port), HOST: '127.0.0.1', ALLOWED_ORIGINS: BENCH_ORIGIN, SESSION_SECRET: randomBytes(32).toString('hex') });
    const healthAgent = new http.Agent({ keepAlive: false });
    await waitUntil('the API answering /api/health', 90_000, async () => {
      if (api.exitCode !== null) throw new BenchError(`the API exited with code ${api.exitCode}:\n${processes.tail('api')}`);
      return (await send(port, 'GET', '/api/health', { agent: healthAgent, timeoutMs: 3000 })).status === 200;
    }, () => processes.tail('api'));

    // Sessions: the readers, then the posters (members 0.. of each; they overlap, as members do).
    const signInAgent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const sessions = new Map<number, Session>();
    for (const member of members.slice(0, Math.max(s.readers, s.posters))) sessions.set(member.index, await signIn(port, signInAgent, member));
    signInAgent.destroy();
    const readers = members.slice(0, s.readers).map((m) => sessions.get(m.index) as Session);
    const posters = members.slice(0, s.posters).map((m) => sessions.get(m.index) as Session);

    const threadResult = await measureThread(s, port, threadItem, readers, thread);
    const posting = await measurePosting(s, port, postItem, posters, pictures, queues, prefix);

    console.log(`\n${report(s, { postgres, loadBefore, loadAfter: load1(), pictures, thread, generateMs }, variants, threadResult, posting)}\n`);
    if (threadResult.errors > 0 || posting.errors > 0) {
      throw new BenchError(`errors during the run: ${threadResult.firstError ?? posting.firstError}`);
    }
  } catch (error) {
    if (!(error instanceof BenchError)) log(`API log tail:\n${processes.tail('api')}\nworker log tail:\n${processes.tail('worker')}`);
    throw error;
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench:comments] ${error instanceof BenchError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
