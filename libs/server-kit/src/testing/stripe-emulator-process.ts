import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, repoRoot } from './processes';

/** The Stripe emulator (tools/stripe-emulator) as its own process, for integration tests of the billing path. */
export interface EmulatorProcess {
  url: string;
  stop(): Promise<void>;
  /** POST a control endpoint (/_emulator/...). */
  control<T = unknown>(controlPath: string, body?: unknown): Promise<T>;
  /** The events about these objects, oldest first. */
  events(...objectIds: string[]): Promise<Array<{ id: string; type: string; created: number; objectId: string }>>;
  /** Pays on the hosted checkout page as a browser would; answers the HTTP status (303 paid, 402 declined). */
  pay(sessionId: string, card?: string): Promise<number>;
}

/**
 * Builds the emulator (incremental `tsc -b`, a no-op when current) and starts it on a free port,
 * delivering events to `webhookUrl` (or nowhere) signed with `webhookSecret`.
 */
export async function startStripeEmulatorProcess(options: { webhookUrl: string | null; webhookSecret: string }): Promise<EmulatorProcess> {
  const root = repoRoot(__dirname);
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', 'tools/stripe-emulator'], { cwd: root, stdio: 'pipe' });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'tools/stripe-emulator/dist/main.js'), '--port', String(port), '--webhook-url', options.webhookUrl ?? 'none', '--webhook-secret', options.webhookSecret], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ok = await fetch(`${url}/_emulator/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the Stripe emulator did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const control = async <T>(controlPath: string, body: unknown = {}): Promise<T> => {
    const response = await fetch(`${url}/_emulator/${controlPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`emulator ${controlPath}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    url,
    control,
    async events(...objectIds) {
      const all = await Promise.all(
        objectIds.map(async (id) => ((await (await fetch(`${url}/_emulator/events?object=${encodeURIComponent(id)}`)).json()) as { events: Array<{ id: string; type: string; created: number; objectId: string }> }).events),
      );
      return all.flat();
    },
    async pay(sessionId, card = '4242 4242 4242 4242') {
      const form = new URLSearchParams({ email: 'payer@example.test', cardNumber: card, cardExpiry: '12 / 34', cardCvc: '123' });
      const response = await fetch(`${url}/checkout/${sessionId}`, { method: 'POST', body: form, redirect: 'manual' });
      await control('idle');
      return response.status;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
