import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, repoRoot } from '@bolo/server-kit';

export const REPO_ROOT = repoRoot(__dirname);
const API_MAIN = path.join(REPO_ROOT, 'services/api/dist/main.js');
const API_MIGRATE = path.join(REPO_ROOT, 'services/api/dist/migrate.js');
const WORKER_MAIN = path.join(REPO_ROOT, 'services/worker/dist/main.js');

/**
 * The tests run the compiled API and worker, as production does. `tsc -b` is incremental: a
 * quick no-op when dist is current (`npm test` builds first), a full build from a clean clone.
 */
export function buildServices(): void {
  const tsc = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-b', 'services/api', 'services/worker'], { cwd: REPO_ROOT, stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`building the API and worker failed:\n${String(stdout ?? '')}${String(stderr ?? '')}`.slice(0, 4000));
  }
  for (const file of [API_MAIN, API_MIGRATE, WORKER_MAIN]) if (!existsSync(file)) throw new Error(`build did not produce ${file}`);
}

/** `npm run migrate` against the throwaway server: creates the database and its schema. */
export function migrate(databaseUrl: string): void {
  execFileSync(process.execPath, [API_MIGRATE], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' }, stdio: 'pipe' });
}

/** A running API or worker process and everything it printed, for assertions and for failure reports. */
export interface ServiceProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** stdout and stderr so far (pino JSON lines). */
  output(): string;
  /** Resolves once a line containing `text` is printed after `from` (an offset into output()). */
  waitForOutput(text: string, timeoutMs: number, from?: number): Promise<void>;
  /** Sends `signal` and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface Backing {
  databaseUrl: string;
  redisUrl: string;
}

function spawnService(name: string, main: string, env: Record<string, string>): ServiceProcess {
  const child = spawn(process.execPath, [main], {
    cwd: REPO_ROOT,
    // Only what the service needs, so a developer's DATABASE_URL or REDIS_URL can never leak in.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  // Should the test process end without stop(), the service must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  return {
    name,
    child,
    output: () => output,
    async waitForOutput(text, timeoutMs, from = 0) {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(text, from)) {
        if (exited()) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before printing "${text}":\n${output.slice(-3000)}`);
        if (Date.now() > deadline) throw new Error(`${name} did not print "${text}" within ${timeoutMs} ms:\n${output.slice(-3000)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop(signal = 'SIGTERM') {
      if (!exited()) {
        const done = once(child, 'exit');
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await done;
        clearTimeout(timer);
      }
      return { code: child.exitCode, signal: child.signalCode };
    },
  };
}

export interface ApiProcess extends ServiceProcess {
  readonly url: string;
}

/** services/api/dist/main.js on a free port, once it listens. */
export async function startApi(backing: Backing, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const api = spawnService('api', API_MAIN, { PORT: String(port), DATABASE_URL: backing.databaseUrl, REDIS_URL: backing.redisUrl, DB_POOL_SIZE: '4', ...env });
  await api.waitForOutput('api listening', 30_000);
  return { ...api, url: `http://127.0.0.1:${port}` };
}

/** services/worker/dist/main.js, once its queue consumers have started. */
export async function startWorker(backing: Backing, env: Record<string, string> = {}): Promise<ServiceProcess> {
  const worker = spawnService('worker', WORKER_MAIN, {
    DATABASE_URL: backing.databaseUrl,
    REDIS_URL: backing.redisUrl,
    // An unreachable mail server unless the test gives one: no e-mail ever leaves the machine.
    SMTP_URL: 'smtp://127.0.0.1:9',
    ...env,
  });
  await worker.waitForOutput('worker ready', 30_000);
  return worker;
}
