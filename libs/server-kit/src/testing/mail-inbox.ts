import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './processes';

/** A message as MailDev's REST API (`GET /api/email`) returns it; only the fields tests read. */
export interface MailMessage {
  id: string;
  time: string;
  subject: string;
  from: Array<{ address: string; name: string }>;
  to: Array<{ address: string; name: string }>;
  text?: string;
  html?: string;
  headers: Record<string, string>;
}

/** Reads what a MailDev server received, through its HTTP API. */
export interface MailInbox {
  /** Where to send (the worker's SMTP_URL). */
  readonly smtpUrl: string;
  /** The web inbox; its REST API is under /api. */
  readonly webUrl: string;
  /** Every message received, oldest first. */
  messages(): Promise<MailMessage[]>;
  /** The messages to one address (any letter case), oldest first. */
  messagesTo(address: string): Promise<MailMessage[]>;
  /** The first message that matches, once it has arrived; rejects after `timeoutMs`. */
  waitForMessage(match: (message: MailMessage) => boolean, timeoutMs?: number): Promise<MailMessage>;
  /** Deletes every message. */
  clear(): Promise<void>;
}

export interface RunningMailInbox extends MailInbox {
  /** Stops the server and deletes its mail directory. */
  stop(): Promise<void>;
}

/** An inbox over a MailDev that is already running (`npm start`'s, or one a test started). */
export function mailInbox(webUrl: string, smtpUrl = 'smtp://127.0.0.1:1025'): MailInbox {
  const api = `${webUrl.replace(/\/+$/, '')}/api`;
  const messages = async (): Promise<MailMessage[]> => {
    const res = await fetch(`${api}/email`);
    if (!res.ok) throw new Error(`MailDev answered ${res.status} to GET ${api}/email`);
    return (await res.json()) as MailMessage[];
  };
  return {
    smtpUrl,
    webUrl,
    messages,
    async messagesTo(address) {
      const wanted = address.toLowerCase();
      return (await messages()).filter((m) => m.to.some((to) => to.address.toLowerCase() === wanted));
    },
    async waitForMessage(match, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await messages()).find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching e-mail arrived at ${webUrl} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async clear() {
      const res = await fetch(`${api}/email/all`, { method: 'DELETE' });
      if (!res.ok) throw new Error(`MailDev answered ${res.status} to DELETE ${api}/email/all`);
    },
  };
}

/** The MailDev command line script of the installed `maildev` package. */
export function maildevScript(from = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules/maildev/dist/bin/maildev.js');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error('the maildev package is not installed (node_modules/maildev)');
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * A real MailDev of the test's own, on free loopback ports with its own mail directory, so tests
 * read delivered messages from an SMTP server rather than a mock. Call stop() when done.
 */
export async function startMailInbox(timeoutMs = 20_000): Promise<RunningMailInbox> {
  let lastError = '';
  // A free port can be taken between the probe and MailDev's listen: try again with new ones.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [smtpPort, webPort] = [await freePort(), await freePort()];
    const mailDirectory = mkdtempSync(path.join(tmpdir(), 'bolo-maildev-'));
    const args = ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--mail-directory', mailDirectory];
    const child = spawn(process.execPath, [maildevScript(), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));

    const webUrl = `http://127.0.0.1:${webPort}`;
    const deadline = Date.now() + timeoutMs;
    let ready = false;
    while (!ready && child.exitCode === null && Date.now() < deadline) {
      ready = (await answers(`${webUrl}/api/healthz`)) && (await accepts(smtpPort));
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (ready) {
      const inbox = mailInbox(webUrl, `smtp://127.0.0.1:${smtpPort}`);
      return {
        ...inbox,
        async stop() {
          await stopChild(child);
          rmSync(mailDirectory, { recursive: true, force: true });
        },
      };
    }
    await stopChild(child);
    rmSync(mailDirectory, { recursive: true, force: true });
    lastError = output.trim();
  }
  throw new Error(`MailDev did not start: ${lastError || 'no output'}`);
}
