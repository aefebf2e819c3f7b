// Extra copies of the shell's web server and of a remote's static server, started by a test
// on their own ports next to the platform e2e.mjs runs, so a test can redeploy or break a
// remote without touching the shared platform.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../../../..');
export const shellUrl = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:4200');
export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:3000';

/** The remotes.json the platform's shell uses (tools/platform/processes.mjs writes it per shell port). */
export function platformRemotes(): Record<string, { manifest: string; routes?: string[] }> {
  return JSON.parse(fs.readFileSync(path.join(root, '.var', `remotes-${shellUrl.port}.json`), 'utf8'));
}

export interface Server {
  url: string;
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function start(args: string[], readyUrl: string, url: string): Promise<Server> {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return waitFor(readyUrl, child).then(
    () => ({ url, stop }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

export function startRemote(dir: string, port: number): Promise<Server> {
  const url = `http://localhost:${port}`;
  return start(['tools/platform/serve-static.mjs', '--dir', dir, '--port', String(port)], `${url}/mf-manifest.json`, url);
}

/** A second shell web server with its own remotes.json (written to .var/). */
export function startShell(port: number, remotes: Record<string, unknown>): Promise<Server> {
  const file = path.join(root, '.var', `remotes-test-${port}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(remotes, null, 2));
  const url = `http://localhost:${port}`;
  return start(['apps/shell/dist-server/main.js', '--port', String(port), '--api', new URL(apiUrl).origin, '--remotes', file], `${url}/`, url);
}
