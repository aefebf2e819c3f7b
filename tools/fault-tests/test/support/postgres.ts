import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from '@bolo/server-kit';

/** Debian's PostgreSQL binaries (the `postgresql` package); POSTGRES_BIN overrides. */
function postgresBin(): string {
  const candidates = [process.env.POSTGRES_BIN, '/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];
  const found = candidates.find((dir) => dir && existsSync(path.join(dir, 'pg_ctl')));
  if (!found) throw new Error('PostgreSQL binaries not found: install Debian\'s postgresql package or set POSTGRES_BIN to the folder holding initdb and pg_ctl');
  return found;
}

/** A PostgreSQL server of the test's own: its own data folder and port, stopped and restarted at will. */
export interface ThrowawayPostgres {
  readonly port: number;
  /** A connection URL for `database` on this server. */
  url(database: string): string;
  /** Stops the server; 'fast' ends sessions cleanly (a restart), 'immediate' is a crash. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops the server and deletes its data. */
  destroy(): void;
}

/**
 * initdb + pg_ctl in a temporary folder, on a free loopback port. PostgreSQL refuses to run as
 * root, so under root (CI containers) the server runs as the `postgres` user of Debian's
 * package, which owns the folder; any other user runs it directly.
 */
export async function startPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'bolo-fault-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [command, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    try {
      execFileSync(command, fullArgs, { stdio: 'pipe', cwd: dir });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
      const log = existsSync(path.join(dir, 'server.log')) ? readFileSync(path.join(dir, 'server.log'), 'utf8').slice(-2000) : '';
      throw new Error(`${tool} ${args[0] ?? ''} failed: ${stderr.trim()}\n${log}`);
    }
  };

  // No fsync: the data must survive a server restart, not a machine crash, and fsync is slow here.
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  let port = 0;
  const options = () => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=60`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options(), '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  // A port can be taken between the probe and the listen: try again with another.
  for (let attempt = 0; ; attempt++) {
    port = await freePort();
    try {
      start();
      break;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }

  let running = true;
  // pg_ctl runs the server in the background: should the test process end without destroy(), stop it anyway.
  const stopOnExit = () => {
    try {
      if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once('exit', stopOnExit);
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop(mode = 'fast') {
      if (!running) return;
      run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
      running = false;
    },
    start() {
      if (running) return;
      start();
      running = true;
    },
    destroy() {
      process.removeListener('exit', stopOnExit);
      try {
        if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
