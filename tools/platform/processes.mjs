// Runs the platform's processes the way independent deployments would: one API, one worker,
// and one static server per front-end app, each on its own port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function portsFrom(env = process.env) {
  return {
    api: Number(env.API_PORT ?? 3000),
    shell: Number(env.SHELL_PORT ?? 4200),
    marketing: Number(env.MARKETING_PORT ?? 4201),
    member: Number(env.MEMBER_PORT ?? 4202),
    admin: Number(env.ADMIN_PORT ?? 4203),
    // MailDev, the local inbox, runs only when no real mail server is configured (SMTP_URL).
    mailSmtp: env.SMTP_URL ? null : Number(env.MAIL_SMTP_PORT ?? 1025),
    mailWeb: env.SMTP_URL ? null : Number(env.MAIL_WEB_PORT ?? 1080),
    // The offline Stripe emulator runs unless real Stripe is configured.
    stripeEmulator: usesStripeEmulator(env) ? Number(env.STRIPE_EMULATOR_PORT ?? 12111) : null,
  };
}

/**
 * Payments go to the offline Stripe emulator unless BILLING_MODE=stripe, or a real key is given
 * without BILLING_MODE (the rule of @bolo/billing's billingModeOf).
 */
export function usesStripeEmulator(env = process.env) {
  if (env.BILLING_MODE) return env.BILLING_MODE !== 'stripe';
  return !env.STRIPE_SECRET_KEY || env.STRIPE_SECRET_KEY.startsWith('sk_test_emulator');
}

/** The emulator's address (its API and hosted checkout pages), or null with real Stripe. */
export const stripeEmulatorUrl = (ports) => (ports.stripeEmulator ? `http://127.0.0.1:${ports.stripeEmulator}` : null);

/** The local inbox's address, or null when e-mail goes to the server SMTP_URL names. */
export const mailInboxUrl = (ports) => (ports.mailWeb ? `http://localhost:${ports.mailWeb}` : null);

/** Runs a command to completion, streaming its output; throws when it fails. */
export function run(label, command, args, env = process.env) {
  console.log(`\n[${label}] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status ?? result.signal})`);
}

/**
 * Runs a command without blocking this process (which must keep reading the platform's output
 * meanwhile); `quiet` keeps its output and resolves with it instead of showing it.
 */
export function runAsync(label, command, args, env = process.env, { quiet = false } = {}) {
  if (!quiet) console.log(`\n[${label}] ${command} ${args.join(' ')}`);
  const child = spawn(command, args, { cwd: root, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve(output.trim()) : reject(new Error(`${label} failed (exit ${code ?? signal})${output ? `:\n${output.trim()}` : ''}`))));
  });
}

/**
 * Runs a command to completion without showing its output, which it returns; when the command
 * fails, the error's message holds the output, so nothing is lost (a terminal's short start-up).
 */
export function runQuietly(label, command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status !== 0) throw new Error(`${output}\n${label} failed (exit ${result.status ?? result.signal})`.trim());
  return output;
}

/** ANSI colours for a terminal; plain text everywhere else (and with NO_COLOR). */
export function colours(enabled) {
  const wrap = (open, close) => (text) => (enabled ? `\x1b[${open}m${text}\x1b[${close}m` : text);
  return { dim: wrap(2, 22), bold: wrap(1, 22), red: wrap(31, 39), green: wrap(32, 39), cyan: wrap(36, 39) };
}

function prefixLines(label, stream, out, onLine) {
  let buffer = '';
  stream.on('data', (chunk) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      out.write(`${label} ${line}\n`);
      onLine(line);
    }
  });
}

/**
 * The shell's remotes.json for these ports: each remote as the shell's own
 * apps/shell/public/remotes.json lists them, its manifest on this machine's port.
 */
export function localRemotes(ports) {
  const source = JSON.parse(fs.readFileSync(path.join(root, 'apps/shell/public/remotes.json'), 'utf8'));
  return Object.fromEntries(Object.entries(source).map(([name, entry]) => {
    if (!ports[name]) throw new Error(`apps/shell/public/remotes.json lists "${name}", which has no port here`);
    return [name, { ...entry, manifest: `http://localhost:${ports[name]}/mf-manifest.json` }];
  }));
}

/**
 * Starts the long-running processes; returns a handle whose stop() ends them all. Their output is
 * passed on line by line behind `[label]` (stdout unless `quiet`; stderr always), in colour
 * with `pretty` (a terminal: labels dimmed, stderr's in red).
 */
export function startProcesses(env = process.env, { quiet = false, pretty = false } = {}) {
  const ports = portsFrom(env);
  const remotesFile = path.join(root, '.var', `remotes-${ports.shell}.json`);
  fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
  fs.writeFileSync(remotesFile, JSON.stringify(localRemotes(ports), null, 2));

  const serve = (dir, port, extra = []) => ['tools/platform/serve-static.mjs', '--dir', dir, '--port', String(port), ...extra];
  // The shell's web server renders with React's production build whatever the platform's
  // NODE_ENV (its development checks would slow every page, and it has no test behaviour).
  const specs = [
    // The shell's web server on this machine is the API's one proxy: it names the client. The API
    // believes X-Forwarded-For from loopback, so it listens on loopback only (HOST): nobody else on
    // the network can reach its port and make up addresses. Everything here calls it on 127.0.0.1.
    // State-changing requests must come from the shell's origin, wherever SHELL_PORT puts it.
    ['api', ['services/api/dist/main.js'], { PORT: String(ports.api), HOST: '127.0.0.1', APP_URL: env.APP_URL ?? `http://localhost:${ports.shell}`, TRUST_PROXY: env.TRUST_PROXY ?? 'loopback', ALLOWED_ORIGINS: env.ALLOWED_ORIGINS ?? `http://localhost:${ports.shell},http://127.0.0.1:${ports.shell}` }],
    ['worker', ['services/worker/dist/main.js'], { SMTP_URL: env.SMTP_URL ?? `smtp://127.0.0.1:${ports.mailSmtp}` }],
    ['shell', ['apps/shell/dist-server/main.js', '--port', String(ports.shell), '--api', `http://127.0.0.1:${ports.api}`, '--remotes', remotesFile, ...(quiet ? ['--quiet'] : [])], { NODE_ENV: 'production' }],
    ['marketing', serve('apps/marketing-mfe/dist', ports.marketing), {}],
    ['member', serve('apps/member-mfe/dist', ports.member), {}],
    ['admin', serve('apps/admin-mfe/dist', ports.admin), {}],
  ];
  if (ports.mailWeb) {
    const mailDirectory = path.join(root, '.var', `maildev-${ports.mailWeb}`);
    const maildev = ['node_modules/maildev/dist/bin/maildev.js', '--smtp', String(ports.mailSmtp), '--web', String(ports.mailWeb)];
    // In a terminal its ten-line banner is left out: the ready summary names the inbox's address.
    specs.push(['maildev', [...maildev, '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--mail-directory', mailDirectory, ...(pretty ? ['--silent'] : [])], {}]);
  }
  if (ports.stripeEmulator) {
    // The API and the worker reach it through the SDK's host/port/protocol; it posts events to the API's webhook.
    const billingEnv = { BILLING_MODE: 'emulator', STRIPE_API_URL: stripeEmulatorUrl(ports) };
    for (const [label, , extraEnv] of specs) if (label === 'api' || label === 'worker') Object.assign(extraEnv, billingEnv);
    specs.push(['stripe', ['tools/stripe-emulator/dist/main.js', '--port', String(ports.stripeEmulator), '--webhook-url', `http://127.0.0.1:${ports.api}/api/stripe/webhook`], {}]);
  }

  const children = new Map();
  let stopping = false;
  let onCrash = () => {};
  const paint = colours(pretty && !env.NO_COLOR);
  let lastOutputAt = Date.now();
  const watchers = new Set();
  const recent = new Map(); // label -> its last lines, for waitForLine after the fact
  const seen = (label) => (line) => {
    lastOutputAt = Date.now();
    const lines = recent.get(label) ?? [];
    lines.push(line);
    if (lines.length > 200) lines.shift();
    recent.set(label, lines);
    for (const watcher of watchers) watcher(label, line);
  };
  for (const [label, args, extraEnv] of specs) {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    if (!quiet) {
      prefixLines(paint.dim(`[${label}]`), child.stdout, process.stdout, seen(label));
    } else {
      child.stdout.on('data', () => { lastOutputAt = Date.now(); });
    }
    prefixLines(paint.red(`[${label}]`), child.stderr, process.stderr, seen(label));
    child.on('exit', (code, signal) => {
      children.delete(label);
      if (!stopping) onCrash(`${label} exited (${code ?? signal})`);
    });
    children.set(label, child);
  }

  return {
    ports,
    children,
    onCrash(handler) { onCrash = handler; },
    /** Resolves when `label` prints (or has printed) a line containing `text` (not with `quiet`: stdout is not read). */
    waitForLine(label, text, timeoutMs = 30000) {
      if ((recent.get(label) ?? []).some((line) => line.includes(text))) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => { watchers.delete(watcher); reject(new Error(`timed out waiting for ${label} to print "${text}"`)); }, timeoutMs);
        const watcher = (from, line) => {
          if (from !== label || !line.includes(text)) return;
          clearTimeout(timer);
          watchers.delete(watcher);
          resolve();
        };
        watchers.add(watcher);
      });
    },
    /** Resolves once no process has printed anything for `quietMs` (or after `maxMs` regardless). */
    async settle(quietMs = 400, maxMs = 5000) {
      const deadline = Date.now() + maxMs;
      while (Date.now() - lastOutputAt < quietMs && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    },
    async stop() {
      stopping = true;
      const exits = [...children.values()].map((child) => new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 8000).unref();
      }));
      await Promise.all(exits);
    },
  };
}

/** Resolves when every URL answers 2xx, or rejects after timeoutMs. */
export async function waitForUrls(urls, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  for (const url of urls) {
    for (;;) {
      try {
        const res = await fetch(url);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${url}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

export function readinessUrls(ports) {
  return [
    `http://127.0.0.1:${ports.api}/api/health`,
    `http://127.0.0.1:${ports.marketing}/mf-manifest.json`,
    `http://127.0.0.1:${ports.member}/mf-manifest.json`,
    `http://127.0.0.1:${ports.admin}/mf-manifest.json`,
    `http://127.0.0.1:${ports.shell}/`,
    ...(ports.mailWeb ? [`http://127.0.0.1:${ports.mailWeb}/api/healthz`] : []),
    ...(ports.stripeEmulator ? [`${stripeEmulatorUrl(ports)}/_emulator/health`] : []),
  ];
}
