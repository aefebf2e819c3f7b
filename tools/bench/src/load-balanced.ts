// `npm run bench:load`: the platform's back end as it runs beyond one process. Two API processes
// and two workers behind nginx (Debian's package, run unprivileged from a generated configuration)
// on loopback, against their own seeded database. Checks that a session made through one API is
// valid on the other, then offers mixed member traffic at a fixed arrival rate (open loop: requests
// go out on schedule whether or not earlier ones have answered, and latency counts from the
// scheduled time, so a stall shows up as latency instead of as fewer requests), and finally kills
// one API with SIGKILL mid-run. Writes the "Load: two APIs behind nginx" section of docs/benchmarks.md.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import argon2 from 'argon2';
import Redis from 'ioredis';
import { createDataSource, createRepositories } from '@bolo/db';
import { DIRECTORY_PAGE_SIZE, type MeResponse } from '@bolo/contracts';
import { BENCH_ORIGIN } from './api-client';
import { queryString } from './cases';
import { BenchError } from './config';
import { loadDiverseCatalogue } from './diverse-run';
import { diverseQueries, seededRandom, type DiverseKind } from './diverse';
import { percentile } from './load';

const ROOT = path.resolve(__dirname, '../../..');
const SECTION_TITLE = '## Load: two APIs behind nginx';

interface LoadConfig {
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  queuePrefix: string;
  nginx: string;
  /** nginx on base, the APIs on base+1 and base+2. */
  portBase: number;
  rate: number;
  durationMs: number;
  warmupMs: number;
  members: number;
  minItems: number;
  outputFile: string;
}

function whole(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new BenchError(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function loadConfig(env: NodeJS.ProcessEnv): LoadConfig {
  return {
    // Its own database and Redis namespace: the load must not touch the development data.
    databaseUrl: env.BENCH_LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bolo_load',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisKeyPrefix: env.BENCH_LOAD_REDIS_PREFIX ?? 'boloload:',
    queuePrefix: env.BENCH_LOAD_QUEUE_PREFIX ?? 'boloload-q',
    nginx: env.NGINX_BIN ?? '/usr/sbin/nginx',
    portBase: whole('BENCH_LOAD_PORT_BASE', env.BENCH_LOAD_PORT_BASE, 3900),
    rate: whole('BENCH_LOAD_RATE', env.BENCH_LOAD_RATE, 500),
    durationMs: whole('BENCH_LOAD_DURATION_MS', env.BENCH_LOAD_DURATION_MS, 60_000),
    warmupMs: whole('BENCH_LOAD_WARMUP_MS', env.BENCH_LOAD_WARMUP_MS, 10_000),
    // Enough members that none exceeds the anti-scraping budgets (rate-limit.policies.ts), which stay on.
    members: whole('BENCH_LOAD_MEMBERS', env.BENCH_LOAD_MEMBERS, 600),
    minItems: 100_000,
    outputFile: env.BENCH_LOAD_OUTPUT ?? path.join(ROOT, 'docs/benchmarks.md'),
  };
}

// ---------------------------------------------------------------------------------------------
// Processes

interface Proc {
  label: string;
  child: ChildProcess;
  exited: Promise<void>;
}

class Platform {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolo-load-'));
  private readonly procs = new Map<string, Proc>();
  readonly sessionSecret = randomBytes(32).toString('hex');

  constructor(private readonly config: LoadConfig) {
    // nginx's workers may run as another user than its master: they must reach their temp folders.
    fs.chmodSync(this.dir, 0o755);
  }

  get nginxPort() {
    return this.config.portBase;
  }
  apiPort(which: 'a' | 'b') {
    return this.config.portBase + (which === 'a' ? 1 : 2);
  }

  serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
    return {
      ...process.env,
      DATABASE_URL: this.config.databaseUrl,
      REDIS_URL: this.config.redisUrl,
      REDIS_KEY_PREFIX: this.config.redisKeyPrefix,
      QUEUE_PREFIX: this.config.queuePrefix,
      // Both APIs sign sessions with the same secret: that, and the sessions in Redis, is what
      // lets any of them serve any member.
      SESSION_SECRET: this.sessionSecret,
      // Only nginx, on loopback, may say who the client is.
      TRUST_PROXY: 'loopback',
      ...extra,
    };
  }

  start(label: string, command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
    const log = fs.openSync(path.join(this.dir, `${label}.log`), 'a');
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const proc = { label, child, exited };
    this.procs.set(label, proc);
    return proc;
  }

  startApi(which: 'a' | 'b'): Proc {
    return this.start(`api-${which}`, process.execPath, ['services/api/dist/main.js'], this.serverEnv({ PORT: String(this.apiPort(which)), HOST: '127.0.0.1' }));
  }

  startWorker(n: number): Proc {
    return this.start(`worker-${n}`, process.execPath, ['services/worker/dist/main.js'], this.serverEnv({ SMTP_URL: 'smtp://127.0.0.1:9' }));
  }

  startNginx(): Proc {
    const conf = path.join(this.dir, 'nginx.conf');
    fs.writeFileSync(conf, nginxConfig(this.dir, this.nginxPort, [this.apiPort('a'), this.apiPort('b')]));
    return this.start('nginx', this.config.nginx, ['-p', this.dir, '-e', path.join(this.dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], process.env);
  }

  kill(label: string): Promise<void> {
    const proc = this.procs.get(label);
    if (!proc) return Promise.resolve();
    proc.child.kill('SIGKILL');
    this.procs.delete(label);
    return proc.exited;
  }

  /** Peak resident memory of a running process (VmHWM), in MB. */
  peakMemoryMb(label: string): number | null {
    const pid = this.procs.get(label)?.child.pid;
    if (!pid) return null;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = /VmHWM:\s+(\d+) kB/.exec(status);
      return kb ? Math.round(Number(kb[1]) / 1024) : null;
    } catch {
      return null;
    }
  }

  /** CPU seconds (user + system) each running process and its children used so far: /proc/<pid>/stat. */
  cpuSeconds(): Map<string, number> {
    const ticks = 100; // USER_HZ on Linux
    const used = (pid: number): number => {
      try {
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        const own = (Number(fields[11]) + Number(fields[12])) / ticks; // utime, stime
        const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
        return own + children.reduce((sum, child) => sum + used(child), 0);
      } catch {
        return 0;
      }
    };
    return new Map([...this.procs.entries()].map(([label, { child }]) => [label, child.pid ? used(child.pid) : 0]));
  }

  logTail(label: string, lines = 15): string {
    try {
      return fs.readFileSync(path.join(this.dir, `${label}.log`), 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }

  async stop(): Promise<void> {
    const running = [...this.procs.values()];
    this.procs.clear();
    await Promise.all(
      running.map(({ child, exited }) => {
        if (child.exitCode !== null || child.signalCode !== null) return exited;
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 8000);
        return exited.finally(() => clearTimeout(force));
      }),
    );
    // BENCH_LOAD_KEEP=1 keeps the processes' logs and nginx's configuration for a look afterwards.
    if (process.env.BENCH_LOAD_KEEP === '1') console.log(`bench:load: logs kept in ${this.dir}`);
    else fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * nginx in front of the two APIs. A request that cannot reach one API (refused, reset, timed out)
 * goes to the other: nginx does that by itself for idempotent methods, even after the request
 * was sent. POST is not retried once sent, since the first API may have acted on it, except
 * saving a BOLO, which the API makes safe to repeat (201 when newly saved, 200 when it already was).
 */
export function nginxConfig(dir: string, port: number, apiPorts: number[]): string {
  const proxy = (retry: string) => `
      proxy_pass http://bolo_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # nginx is the edge here: the client's own X-Forwarded-For is replaced, never trusted.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      proxy_next_upstream ${retry};
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;`;
  return `# Generated by tools/bench/src/load-balanced.ts for one run of npm run bench:load.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream bolo_api {
    # Three failures within 5 s take an API out of the rotation for 5 s; nginx then tries it again.
    # (One is too few: a single slow answer from a busy API would leave the other alone.)
${apiPorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;`).join('\n')}
    keepalive 64;
    # Below Node's 5 s keep-alive: nginx never reuses a connection the API is closing (a reset).
    keepalive_timeout 4s;
  }

  server {
    listen 127.0.0.1:${port};
    location /api/ {${proxy('error timeout')}
    }
    location = /api/saved-bolos {${proxy('error timeout non_idempotent')}
    }
  }
}
`;
}

// ---------------------------------------------------------------------------------------------
// HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024, maxFreeSockets: 256 });

interface Reply {
  status: number;
  body: string;
  setCookie: string[];
}

function send(port: number, method: string, urlPath: string, cookie: string | null, json?: unknown, timeoutMs = 15_000): Promise<Reply> {
  const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent,
        timeout: timeoutMs,
        headers: {
          accept: 'application/json',
          origin: BENCH_ORIGIN,
          ...(cookie ? { cookie } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), setCookie: res.headers['set-cookie'] ?? [] }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

async function signIn(port: number, username: string, password: string): Promise<string> {
  const res = await send(port, 'POST', '/api/auth/signin', null, { username, password });
  if (res.status !== 200) throw new BenchError(`Signing in as ${username} on port ${port} answered ${res.status}: ${res.body.slice(0, 200)}`);
  const cookie = res.setCookie.map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new BenchError(`Signing in as ${username} on port ${port} set no session cookie`);
  return cookie;
}

async function waitForHealth(port: number, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await send(port, 'GET', '/api/health', null, undefined, 3000)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new BenchError(`Nothing healthy on port ${port} after ${timeoutMs / 1000} s.\n${describe()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

// ---------------------------------------------------------------------------------------------
// Fixtures: member accounts, catalogue sample

const MEMBER_PASSWORD = 'Load-member-2026!';
const memberName = (i: number) => `load-member-${String(i + 1).padStart(4, '0')}`;

/** Active members, all with one password; hashed once with the API's own argon2id parameters. */
async function ensureMembers(databaseUrl: string, count: number): Promise<void> {
  const dataSource = await createDataSource(databaseUrl, 2).initialize();
  try {
    const db = createRepositories(dataSource);
    const end = new Date();
    end.setUTCMonth(end.getUTCMonth() + 1);
    const passwordHash = await argon2.hash(MEMBER_PASSWORD, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    for (let i = 0; i < count; i += 1) {
      const username = memberName(i);
      const id = await db.users.findIdByUsername(username);
      if (id !== null) {
        await db.users.extendLapsedSubscription(id, end);
        // Each run starts with nothing saved, so the members' saves and unsaves are all expected to succeed.
        await db.savedItems.removeAll(id);
        continue;
      }
      await db.users.create({
        username,
        passwordHash,
        email: `${username}@load.example.com`,
        firstName: 'Load',
        lastName: `Member ${i + 1}`,
        subscriptionStatus: 'active',
        subscriptionPlan: 'monthly',
        subscriptionEndDate: end,
      });
    }
  } finally {
    await dataSource.destroy();
  }
}

interface Catalogue {
  published: number;
  all: number;
  itemIds: number[];
  /** A category + subcategory page, 1-5: what browsing members send, so many of them repeat. */
  nextBrowse: () => string;
  /** A whole word or a 3-4 letter prefix from an item name: typed, so most were never sent before. */
  nextSearch: () => string;
}

async function loadCatalogue(databaseUrl: string): Promise<Catalogue> {
  const dataSource = await createDataSource(databaseUrl, 2).initialize();
  try {
    const { items } = createRepositories(dataSource);
    const { published, drafts } = await items.countByStatus();
    const ids = await items.samplePublished(5000);
    // The diverse bench's queries (tools/bench/src/diverse.ts), split by kind; its deep pages
    // (6-2000) are left out: members rarely page that far.
    const diverse = await loadDiverseCatalogue(dataSource, published);
    const stream = (seed: number, kinds: DiverseKind[]) => {
      const next = diverseQueries(diverse, seed);
      return () => {
        for (;;) {
          const q = next();
          if (kinds.includes(q.kind)) return `/api/bolo-items?${queryString({ ...q, limit: DIRECTORY_PAGE_SIZE })}`;
        }
      };
    };
    return {
      published,
      all: published + drafts,
      itemIds: ids.map((r) => Number(r.id)),
      nextBrowse: stream(20261124, ['category']),
      nextSearch: stream(20261125, ['word', 'prefix']),
    };
  } finally {
    await dataSource.destroy();
  }
}

/** Drops this bench's own Redis keys (sessions, budgets, cache of earlier runs), never anyone else's. */
async function clearRedisNamespace(redisUrl: string, prefix: string): Promise<number> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  let removed = 0;
  try {
    let cursor = '0';
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = nextCursor;
      if (keys.length) removed += await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return removed;
}

// ---------------------------------------------------------------------------------------------
// Traffic

type Kind = 'browse' | 'search' | 'detail' | 'saved list' | 'save' | 'unsave';
const MIX: ReadonlyArray<readonly [Kind, number]> = [
  ['browse', 0.35],
  ['search', 0.2],
  ['detail', 0.3],
  ['saved list', 0.05],
  ['save', 0.05],
  ['unsave', 0.05],
];

interface Member {
  cookie: string;
  saved: number[];
  busy: Set<number>;
}

interface Sample {
  kind: Kind;
  /** When the request was due, from the start of the run. */
  atMs: number;
  latencyMs: number;
  ok: boolean;
  failure?: string;
}

class Traffic {
  private readonly rnd = seededRandom(7);

  constructor(
    private readonly port: number,
    private readonly members: Member[],
    private readonly catalogue: Catalogue,
  ) {}

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rnd() * list.length)];
  }

  private kind(): Kind {
    let r = this.rnd();
    for (const [kind, share] of MIX) {
      if (r < share) return kind;
      r -= share;
    }
    return 'browse';
  }

  /** One member request; resolves with whether it succeeded (2xx), never rejects. */
  async one(): Promise<{ kind: Kind; ok: boolean; failure?: string }> {
    const member = this.pick(this.members);
    let kind = this.kind();
    // Unsave only what this member has saved (and is not saving or unsaving right now).
    const unsaveId = kind === 'unsave' ? member.saved.find((id) => !member.busy.has(id)) : undefined;
    if (kind === 'unsave' && unsaveId === undefined) kind = 'save';
    try {
      let res: Reply | undefined;
      switch (kind) {
        case 'browse':
        case 'search':
          res = await send(this.port, 'GET', kind === 'browse' ? this.catalogue.nextBrowse() : this.catalogue.nextSearch(), member.cookie);
          if (res.status === 200 && !res.body.startsWith('{')) return { kind, ok: false, failure: 'directory answer is not JSON' };
          break;
        case 'detail':
          res = await send(this.port, 'GET', `/api/bolo-items/${this.pick(this.catalogue.itemIds)}`, member.cookie);
          break;
        case 'saved list':
          res = await send(this.port, 'GET', '/api/saved-bolos', member.cookie);
          break;
        case 'save': {
          const id = this.pick(this.catalogue.itemIds);
          if (member.busy.has(id) || member.saved.includes(id)) return this.one();
          member.busy.add(id);
          try {
            res = await send(this.port, 'POST', '/api/saved-bolos', member.cookie, { boloItemId: id });
            if (res.status === 200 || res.status === 201) member.saved.push(id);
          } finally {
            member.busy.delete(id);
          }
          break;
        }
        case 'unsave': {
          const id = unsaveId!;
          member.busy.add(id);
          try {
            res = await send(this.port, 'DELETE', `/api/saved-bolos/${id}`, member.cookie);
            if (res.status === 200) member.saved.splice(member.saved.indexOf(id), 1);
          } finally {
            member.busy.delete(id);
          }
          break;
        }
      }
      if (!res) throw new Error(`no request for ${kind}`);
      const ok = res.status >= 200 && res.status < 300;
      // One line per reason: nginx's HTML error pages reduced to their title.
      const text = res.body.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120);
      return ok ? { kind, ok } : { kind, ok, failure: `${res.status} ${text}` };
    } catch (error) {
      return { kind, ok: false, failure: (error as NodeJS.ErrnoException).code ?? (error as Error).message };
    }
  }
}

/**
 * Open loop: request i is due at i / rate seconds and goes out then, however many are still in
 * flight. Its latency counts from when it was due, so a client that fell behind is not hidden.
 */
async function openLoop(rate: number, durationMs: number, request: () => Promise<Omit<Sample, 'atMs' | 'latencyMs'>>): Promise<Sample[]> {
  const total = Math.round((rate * durationMs) / 1000);
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - start;
      while (next < total && (next * 1000) / rate <= now) {
        const due = (next * 1000) / rate;
        next += 1;
        const done: Promise<void> = request().then((outcome) => {
          samples.push({ ...outcome, atMs: due, latencyMs: performance.now() - start - due });
          inFlight.delete(done);
        });
        inFlight.add(done);
      }
      if (next >= total) resolve();
      else setTimeout(tick, Math.max(0, Math.min(5, (next * 1000) / rate - now)));
    };
    tick();
  });
  await Promise.all(inFlight);
  return samples;
}

// ---------------------------------------------------------------------------------------------
// Results

interface Summary {
  requests: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}


/** Latency percentiles over every request, failed ones included (a failure is not faster). */
function summarize(samples: Sample[]): Summary {
  const sorted = samples.map((s) => s.latencyMs).sort((a, b) => a - b);
  return {
    requests: samples.length,
    failed: samples.filter((s) => !s.ok).length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US'));
const int = (n: number) => n.toLocaleString('en-US');
const pct = (part: number, whole: number) => `${((part / Math.max(1, whole)) * 100).toFixed(2)} %`;
const row = (label: string, s: Summary) => `| ${label} | ${int(s.requests)} | ${int(s.failed)} (${pct(s.failed, s.requests)}) | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`;
const HEADER = '| | Requests | Failed | p50 ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|---|---|---|';

function failures(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const s of samples) if (!s.ok) counts.set(`${s.kind}: ${s.failure}`, (counts.get(`${s.kind}: ${s.failure}`) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `${n} × ${reason}`).join('; ') || 'none';
}

interface RunReport {
  date: string;
  machine: string;
  published: number;
  all: number;
  members: number;
  rate: number;
  durationMs: number;
  warmupMs: number;
  sessionCheck: string;
  steady: Sample[];
  failover: Sample[];
  killAtMs: number;
  restartAtMs: number;
  restartedAfterMs: number | null;
  loadBefore: string;
  loadAfter: string;
  peakMemory: string;
  cpu: string;
  /** What the latencies measure on this run: the machine's contention or the platform's service. */
  reading: string;
}

function markdown(r: RunReport): string {
  const steady = summarize(r.steady);
  const failover = summarize(r.failover);
  const byKind = MIX.map(([kind]) => row(kind, summarize(r.steady.filter((s) => s.kind === kind))));
  const windows: Array<[string, Sample[]]> = [
    [`both APIs (0–${r.killAtMs / 1000} s)`, r.failover.filter((s) => s.atMs < r.killAtMs)],
    [`API A killed at ${r.killAtMs / 1000} s, B alone`, r.failover.filter((s) => s.atMs >= r.killAtMs && s.atMs < r.restartAtMs)],
    [`A restarted at ${r.restartAtMs / 1000} s${r.restartedAfterMs === null ? ' (did not come back)' : `, healthy ${(r.restartedAfterMs / 1000).toFixed(1)} s later`}`, r.failover.filter((s) => s.atMs >= r.restartAtMs)],
  ];
  const seconds = r.durationMs / 1000;
  return `${SECTION_TITLE}

\`npm run bench:load\` (tools/bench/src/load-balanced.ts) starts two API processes and two workers from the built code, behind Debian's nginx (run unprivileged from a configuration it generates, on loopback ports 3900–3902), against its own database \`bolo_load\` and Redis namespace \`boloload:\`. Then:

1. **Shared sessions**: signs in directly on API A and reads \`/api/auth/me\` directly on API B with that cookie, and the other way round. Both APIs sign with one \`SESSION_SECRET\` and keep sessions in Redis, so either serves any member.
2. **Steady load**: ${int(r.members)} members (active subscriptions, each signed in once through nginx) send ${r.rate} requests/s for ${seconds} s, after a ${r.warmupMs / 1000} s warm-up rising to that rate, at a fixed arrival rate (open loop: each request goes out when due, whether or not earlier ones have answered, and its latency counts from when it was due). The mix: 35 % browsing (a category with a subcategory, pages 1–5), 20 % searching (a whole word or a 3–4 letter prefix from an item name: mostly terms no one sent before, so mostly directory-cache misses), 30 % item detail, 5 % saved list, 5 % save, 5 % unsave (of an item the member saved). The anti-scraping budgets stay on; ${int(r.members)} members keep each one well inside them.
3. **An API killed**: the same load for another ${seconds} s; API A gets SIGKILL at ${r.killAtMs / 1000} s and is started again at ${r.restartAtMs / 1000} s.

nginx sends a request that fails to reach one API (refused, reset, timed out) to the other (\`proxy_next_upstream error timeout\`, 2 tries), and takes an API that failed 3 times within 5 s out of the rotation for 5 s at a time. It repeats idempotent methods even when the first API may have received them; a POST only when it never reached the API, except \`POST /api/saved-bolos\`, which the API makes safe to repeat (201 newly saved, 200 already saved), so nginx may resend it (\`non_idempotent\`). Requests count as failed on any answer other than 2xx, or none within 15 s. The second phase's three windows group requests by when they were due.

Setup to reproduce:

\`\`\`sh
createdb -h 127.0.0.1 -U postgres bolo_load
export DATABASE_URL=postgres://postgres@127.0.0.1:5432/bolo_load REDIS_KEY_PREFIX=boloload: QUEUE_PREFIX=boloload-q
npm run build && npm run migrate && npm run seed -- --items 100000
unset DATABASE_URL REDIS_KEY_PREFIX QUEUE_PREFIX
npm run bench:load   # BENCH_LOAD_RATE, BENCH_LOAD_DURATION_MS, BENCH_LOAD_MEMBERS, BENCH_LOAD_PORT_BASE, BENCH_LOAD_DATABASE_URL
\`\`\`

### Latest run

${r.date}; ${r.machine}; ${int(r.published)} published items (${int(r.all)} in all). Load average (1, 5, 15 min) before: ${r.loadBefore}; after: ${r.loadAfter}.

Shared sessions: ${r.sessionCheck}.

${HEADER}
${row(`**steady, ${r.rate}/s, ${seconds} s**`, steady)}
${byKind.map((line) => line.replace(/^\| /, '| · ')).join('\n')}
${row(`**API killed, ${r.rate}/s, ${seconds} s**`, failover)}
${windows.map(([label, samples]) => row(`· ${label}`, summarize(samples))).join('\n')}

Failed requests, steady: ${failures(r.steady)}. With an API killed: ${failures(r.failover)}.

CPU during the steady load (from /proc; PostgreSQL counts every database on the server): ${r.cpu}.

${r.reading}

Peak resident memory: ${r.peakMemory}.
`;
}

/** One sentence on whether the run measured the platform or a machine busy with other work. */
function reading(loadAfter: number, loadBefore: number, cpus: number): string {
  const busiest = Math.max(loadAfter, loadBefore);
  if (busiest <= cpus) return `Reading: the 1-minute load stayed at or below the ${cpus} CPUs, so the latencies are the platform's own.`;
  return `Reading: the 1-minute load was ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after on ${cpus} CPUs, so processes waited for a CPU: latencies measure that contention as much as the platform (rerun on a quiet machine); the failure counts and the CPU per request are the comparable figures.`;
}

/** CPU seconds used so far by every PostgreSQL process (the server is shared: other databases count too). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

interface CpuSnapshot {
  processes: Map<string, number>;
  bench: NodeJS.CpuUsage;
  postgres: number;
}

/** "API A 0.41 ms, ..." CPU per request of each process over a phase, and the cores each kept busy. */
function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number, durationMs: number): string {
  const parts: Array<[string, number]> = [];
  const sum = (prefix: string) => [...after.processes.keys()].filter((l) => l.startsWith(prefix)).reduce((t, l) => t + (after.processes.get(l)! - (before.processes.get(l) ?? 0)), 0);
  parts.push(['APIs', sum('api-')], ['workers', sum('worker-')], ['nginx', sum('nginx')]);
  parts.push(['PostgreSQL (whole server)', after.postgres - before.postgres]);
  parts.push(['load generator', (after.bench.user + after.bench.system - before.bench.user - before.bench.system) / 1e6]);
  return parts.map(([label, seconds]) => `${label} ${((seconds * 1000) / requests).toFixed(2)} ms/request (${(seconds / (durationMs / 1000)).toFixed(2)} cores)`).join(', ');
}

/** nginx's error.log reduced to "count × message (first seen)", for a run that had failures. */
function nginxErrorKinds(file: string): string {
  const kinds = new Map<string, { count: number; first: string }>();
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : [];
  for (const line of lines) {
    const match = /^(\S+ \S+) \[\w+\] [\d#]+: (?:\*\d+ )?(.*?)(?:, client:.*?(upstream: "[^"]*")?.*)?$/.exec(line);
    if (!match) continue;
    const key = `${match[2]}${match[3] ? ` (${match[3].replace(/\/api\/.*"/, '/api/…"')})` : ''}`;
    const kind = kinds.get(key) ?? { count: 0, first: match[1] };
    kind.count += 1;
    kinds.set(key, kind);
  }
  return [...kinds.entries()].map(([message, { count, first }]) => `  ${count} × ${message} (first ${first})`).join('\n') || '  (none)';
}

/** Replaces this bench's section of docs/benchmarks.md (or appends it); every other section stays as it is. */
function writeSection(file: string, section: string): void {
  const page = fs.readFileSync(file, 'utf8');
  const start = page.indexOf(`\n${SECTION_TITLE}\n`);
  if (start === -1) {
    fs.writeFileSync(file, `${page.replace(/\n*$/, '\n\n')}${section}`);
    return;
  }
  const after = page.indexOf('\n## ', start + SECTION_TITLE.length + 1);
  fs.writeFileSync(file, `${page.slice(0, start + 1)}${section}${after === -1 ? '' : page.slice(after)}`);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  for (const file of ['services/api/dist/main.js', 'services/api/dist/migrate.js', 'services/worker/dist/main.js']) {
    if (!fs.existsSync(path.join(ROOT, file))) throw new BenchError(`${file} is missing: build first (npm run build).`);
  }
  if (!fs.existsSync(config.nginx)) throw new BenchError(`nginx is not installed at ${config.nginx} (Debian: apt-get install nginx-light, or set NGINX_BIN).`);

  const migrate = spawnSync(process.execPath, ['services/api/dist/migrate.js'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: config.databaseUrl }, encoding: 'utf8' });
  if (migrate.status !== 0) {
    throw new BenchError(`Migrating ${config.databaseUrl} failed: ${migrate.stderr || migrate.stdout}\nCreate the database first: createdb -h 127.0.0.1 -U postgres bolo_load`);
  }
  const catalogue = await loadCatalogue(config.databaseUrl);
  if (catalogue.all < config.minItems) {
    throw new BenchError(
      `${config.databaseUrl} holds ${catalogue.all} items; seed ${config.minItems}: DATABASE_URL=${config.databaseUrl} REDIS_KEY_PREFIX=${config.redisKeyPrefix} QUEUE_PREFIX=${config.queuePrefix} npm run seed -- --items ${config.minItems}`,
    );
  }
  console.log(`bench:load: ${catalogue.published.toLocaleString('en-US')} published items; preparing ${config.members} members`);
  await ensureMembers(config.databaseUrl, config.members);
  const removed = await clearRedisNamespace(config.redisUrl, config.redisKeyPrefix);
  console.log(`bench:load: cleared ${removed} keys under ${config.redisKeyPrefix} from earlier runs`);

  const platform = new Platform(config);
  const stopOnSignal = () => void platform.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    platform.startApi('a');
    platform.startApi('b');
    platform.startWorker(1);
    platform.startWorker(2);
    platform.startNginx();
    for (const [port, label] of [
      [platform.apiPort('a'), 'api-a'],
      [platform.apiPort('b'), 'api-b'],
      [platform.nginxPort, 'nginx'],
    ] as const) {
      await waitForHealth(port, 90_000, () => `${label}:\n${platform.logTail(label)}\n${label === 'nginx' ? fs.readFileSync(path.join(platform.dir, 'error.log'), 'utf8') : ''}`);
    }
    console.log(`bench:load: APIs on ${platform.apiPort('a')} and ${platform.apiPort('b')}, workers x2, nginx on ${platform.nginxPort} (${platform.dir})`);

    // 1. A session made on one API is valid on the other, both ways.
    const checks: string[] = [];
    for (const [from, to] of [['a', 'b'], ['b', 'a']] as const) {
      const username = memberName(from === 'a' ? 0 : 1);
      const cookie = await signIn(platform.apiPort(from), username, MEMBER_PASSWORD);
      const me = await send(platform.apiPort(to), 'GET', '/api/auth/me', cookie);
      const who = me.status === 200 ? (JSON.parse(me.body) as MeResponse).user.username : null;
      if (me.status !== 200 || who !== username) {
        throw new BenchError(`A session made on API ${from.toUpperCase()} is not valid on API ${to.toUpperCase()}: /api/auth/me answered ${me.status} ${me.body.slice(0, 200)}`);
      }
      checks.push(`signed in on API ${from.toUpperCase()}, /api/auth/me on API ${to.toUpperCase()} answered 200 as ${username}`);
    }
    console.log(`bench:load: shared sessions: ${checks.join('; ')}`);

    // 2. Every member signs in once, through nginx, a few at a time (each costs an argon2 verification).
    const members: Member[] = [];
    const started = Date.now();
    for (let i = 0; i < config.members; i += 4) {
      const batch = Array.from({ length: Math.min(4, config.members - i) }, (_, k) => signIn(platform.nginxPort, memberName(i + k), MEMBER_PASSWORD));
      for (const cookie of await Promise.all(batch)) members.push({ cookie, saved: [], busy: new Set() });
    }
    console.log(`bench:load: ${members.length} members signed in (${((Date.now() - started) / 1000).toFixed(1)} s)`);

    const traffic = new Traffic(platform.nginxPort, members, catalogue);
    // Warm-up rising to the full rate in five steps: JIT, connection pools and the directory
    // cache fill before the measured load, as they would over a deployment's first minutes.
    console.log(`bench:load: warm-up rising to ${config.rate}/s over ${config.warmupMs / 1000} s`);
    for (let step = 1; step <= 5; step += 1) await openLoop((config.rate * step) / 5, config.warmupMs / 5, () => traffic.one());

    const loadBefore = os.loadavg().map((l) => l.toFixed(2)).join(', ');
    console.log(`bench:load: steady load, ${config.rate}/s for ${config.durationMs / 1000} s (load ${loadBefore})`);
    const cpuBefore = { processes: platform.cpuSeconds(), bench: process.cpuUsage(), postgres: postgresCpuSeconds() };
    const steady = await openLoop(config.rate, config.durationMs, () => traffic.one());
    const cpu = cpuPerRequest(cpuBefore, { processes: platform.cpuSeconds(), bench: process.cpuUsage(), postgres: postgresCpuSeconds() }, steady.length, config.durationMs);
    console.log(`bench:load: CPU during the steady load: ${cpu}`);
    console.log(HEADER);
    console.log(row('steady', summarize(steady)));

    // 3. The same load; API A is killed a third of the way in and started again at two thirds.
    const killAtMs = Math.round(config.durationMs / 3);
    const restartAtMs = Math.round((config.durationMs * 2) / 3);
    let restartedAfterMs: number | null = null;
    let restarted: Promise<void> = Promise.resolve();
    const peakA = platform.peakMemoryMb('api-a');
    const kill = setTimeout(() => {
      console.log('bench:load: SIGKILL to API A');
      void platform.kill('api-a');
    }, killAtMs);
    const restart = setTimeout(() => {
      console.log('bench:load: starting API A again');
      platform.startApi('a');
      const t0 = Date.now();
      restarted = waitForHealth(platform.apiPort('a'), 60_000, () => platform.logTail('api-a')).then(
        () => void (restartedAfterMs = Date.now() - t0),
        () => undefined,
      );
    }, restartAtMs);
    console.log(`bench:load: ${config.rate}/s for ${config.durationMs / 1000} s, API A killed at ${killAtMs / 1000} s`);
    const failover = await openLoop(config.rate, config.durationMs, () => traffic.one());
    clearTimeout(kill);
    clearTimeout(restart);
    await restarted;
    const loadAfter = os.loadavg().map((l) => l.toFixed(2)).join(', ');
    console.log(row('API killed', summarize(failover)));

    const memory = [
      `API A ${peakA ?? '?'} MB (before it was killed)`,
      `API B ${platform.peakMemoryMb('api-b') ?? '?'} MB`,
      `workers ${platform.peakMemoryMb('worker-1') ?? '?'} and ${platform.peakMemoryMb('worker-2') ?? '?'} MB`,
      `nginx master ${platform.peakMemoryMb('nginx') ?? '?'} MB`,
    ].join(', ');
    const report: RunReport = {
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${spawnSync(config.nginx, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')}`,
      published: catalogue.published,
      all: catalogue.all,
      members: config.members,
      rate: config.rate,
      durationMs: config.durationMs,
      warmupMs: config.warmupMs,
      sessionCheck: checks.join('; '),
      steady,
      failover,
      killAtMs,
      restartAtMs,
      restartedAfterMs,
      loadBefore,
      loadAfter,
      peakMemory: memory,
      cpu,
      reading: reading(os.loadavg()[0], Number(loadBefore.split(',')[0]), os.cpus().length),
    };
    const section = markdown(report);
    console.log(`\n${section}`);
    writeSection(config.outputFile, section);
    console.log(`bench:load: wrote "${SECTION_TITLE.slice(3)}" in ${path.relative(process.cwd(), config.outputFile)}`);

    const steadySummary = summarize(steady);
    const failoverSummary = summarize(failover);
    const problems = [
      steadySummary.failed > 0 && `${steadySummary.failed} requests failed under steady load (the aim is 0)`,
      failoverSummary.failed / failoverSummary.requests >= 0.01 && `${pct(failoverSummary.failed, failoverSummary.requests)} failed with an API killed (the aim is under 1 %)`,
    ].filter(Boolean);
    if (problems.length) {
      // What nginx and the APIs said about it, before their logs go with the temporary folder.
      console.error(`nginx's errors, by kind:\n${nginxErrorKinds(path.join(platform.dir, 'error.log'))}`);
      console.error(`bench:load: ${problems.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    agent.destroy();
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof BenchError ? `bench:load: ${error.message}` : error);
  process.exit(1);
});
