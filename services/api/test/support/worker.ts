import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';

const REPO_ROOT = path.resolve(__dirname, '../../../..');
const WORKER_MAIN = path.join(REPO_ROOT, 'services/worker/dist/main.js');

let built = false;

/**
 * Compiles services/worker (`tsc -b`, incremental: a quick no-op when dist is current, a full
 * build from a clean clone), once per module registry — under jest, once per test file.
 */
export function buildWorker(): void {
  if (built) return;
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'services/worker'], { cwd: REPO_ROOT, stdio: 'pipe' });
  if (!existsSync(WORKER_MAIN)) throw new Error(`build did not produce ${WORKER_MAIN}`);
  built = true;
}

export interface WaitOptions {
  /** How long to keep trying; 30 s unless told. */
  timeoutMs?: number;
  /** The pause between two tries; 50 ms unless told. */
  intervalMs?: number;
}

export interface RunningWorker {
  process: ChildProcess;
  /** Everything the worker wrote to stdout and stderr so far. */
  output(): string;
  /**
   * Calls `probe` until it answers something truthy, and answers that. Past the deadline it
   * throws, naming `what` (a function is read then, so it can report the last state seen) and
   * printing the worker's output so far.
   */
  waitFor<T>(what: string | (() => string), probe: () => Promise<T | null | undefined | false>, options?: WaitOptions): Promise<T>;
  /** Until the worker has logged that it is ready (it needs LOG_LEVEL info or lower); throws if it exits first. */
  ready(): Promise<void>;
  /** SIGTERM (a graceful shutdown), then until the process has exited. */
  stop(): Promise<void>;
}

/**
 * The real compiled worker (built first if need be), consuming the test app's queues and
 * database. `env` is added to (and may override) NODE_ENV=test, DATABASE_URL and QUEUE_PREFIX.
 */
export function startWorker(t: TestApp, env: Record<string, string> = {}): RunningWorker {
  buildWorker();
  const child = spawn(process.execPath, [WORKER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: (t.db.options as { url: string }).url,
      QUEUE_PREFIX: t.redisKeyPrefix.replace(/:$/, ''),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout?.on('data', (chunk) => log.push(String(chunk)));
  child.stderr?.on('data', (chunk) => log.push(String(chunk)));
  const output = () => log.join('');
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  let stopping: Promise<void> | undefined;

  async function waitFor<T>(what: string | (() => string), probe: () => Promise<T | null | undefined | false>, options: WaitOptions = {}): Promise<T> {
    const { timeoutMs = 30_000, intervalMs = 50 } = options;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}; worker:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }

  return {
    process: child,
    output,
    waitFor,
    async ready() {
      await waitFor('the worker to start', async () => {
        if (output().includes('worker ready')) return true;
        if (exited()) throw new Error(`worker exited before it was ready:\n${output()}`);
        return false;
      });
    },
    stop() {
      stopping ??= (async () => {
        if (exited()) return;
        const exit = once(child, 'exit');
        child.kill('SIGTERM');
        await exit;
      })();
      return stopping;
    },
  };
}
