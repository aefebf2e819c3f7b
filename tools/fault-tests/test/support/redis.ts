import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@bolo/server-kit';

/** A Redis server of the test's own, stopped and restarted at will. */
export interface ThrowawayRedis {
  readonly port: number;
  readonly url: string;
  /** SIGTERM: Redis writes its append-only file and exits, as on a restart of its container. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data folder, and waits until it answers. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  destroy(): Promise<void>;
}

/** Answers PING within the deadline (a raw RESP exchange: no client library to reconnect for us). */
async function waitForPong(port: number, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`redis-server on port ${port} exited`);
    const pong = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      let reply = '';
      socket.setTimeout(1000, () => socket.destroy());
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.on('data', (chunk) => {
        reply += String(chunk);
        // "-LOADING" while the append-only file is replayed: not ready yet.
        if (reply.includes('\r\n')) socket.end(() => resolve(reply.startsWith('+PONG')));
      });
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(reply.startsWith('+PONG')));
    });
    if (pong) return;
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer PING within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * `redis-server` from Debian's package on a free loopback port, with the persistence production
 * uses (docker-compose.yml: `--appendonly yes`), so sessions and queued jobs outlive a restart
 * as they do in a real deployment.
 */
export async function startRedis(): Promise<ThrowawayRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolo-fault-redis-'));
  let port = 0;
  let child: ChildProcess | null = null;
  let output = '';

  const launch = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', '', '--daemonize', 'no', '--loglevel', 'warning'];
    const started = spawn(process.env.REDIS_SERVER_BIN ?? 'redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    started.stdout?.on('data', (chunk) => (output += String(chunk)));
    started.stderr?.on('data', (chunk) => (output += String(chunk)));
    child = started;
    try {
      await waitForPong(port, 15_000, () => started.exitCode === null && started.signalCode === null);
    } catch (error) {
      started.kill('SIGKILL');
      child = null;
      throw new Error(`${(error as Error).message}: ${output.trim().slice(-500)}`);
    }
  };

  for (let attempt = 0; ; attempt++) {
    port = await freePort();
    try {
      await launch();
      break;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }

  const stop = async () => {
    const running = child as ChildProcess | null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    await exited;
    child = null;
  };
  // Should the test process end without destroy(), the server must not outlive it.
  const killOnExit = () => (child as ChildProcess | null)?.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop,
    start: launch,
    async destroy() {
      process.removeListener('exit', killOnExit);
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
