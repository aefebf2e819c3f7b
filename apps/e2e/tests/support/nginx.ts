// deploy/nginx.conf run with Debian's nginx in front of the platform e2e.mjs started: the file as
// deployed, with only what docker-compose provides substituted (the port, the web root, and the
// api and shell services' addresses). The web root is laid out as the Dockerfile's web image:
// the shell's build (without its remotes.json: /remotes.json is the shell server's) and each
// remote's build under /remotes/<name>/.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './web-servers';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  /** `nginx -t`'s verdict on the rendered configuration. */
  testOutput: string;
  stop: () => Promise<void>;
}

const REMOTE_DIRS = { marketing: 'apps/marketing-mfe/dist', member: 'apps/member-mfe/dist', admin: 'apps/admin-mfe/dist' };

function layOutWebRoot(dir: string): void {
  const shellDist = path.join(root, 'apps/shell/dist');
  for (const file of fs.readdirSync(shellDist)) if (file !== 'remotes.json') fs.symlinkSync(path.join(shellDist, file), path.join(dir, file));
  fs.mkdirSync(path.join(dir, 'remotes'));
  for (const [name, dist] of Object.entries(REMOTE_DIRS)) fs.symlinkSync(path.join(root, dist), path.join(dir, 'remotes', name));
}

/** Renders deploy/nginx.conf for this machine and starts nginx on `port`. Throws if `nginx -t` refuses the file. */
/** `apiOrigin` and `shellOrigin` by IP address: nginx resolves names in proxy_pass variables only through its resolver (Docker's). */
export async function startNginx({ port, apiOrigin, shellOrigin }: { port: number; apiOrigin: string; shellOrigin: string }): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolo-nginx-'));
  // nginx's workers run as an unprivileged user when the test runs as root.
  fs.chmodSync(dir, 0o755);
  const webRoot = path.join(dir, 'html');
  fs.mkdirSync(webRoot);
  layOutWebRoot(webRoot);
  const deployed = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const substitutions: [string, string][] = [
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['root /usr/share/nginx/html;', `root ${webRoot};`],
    ['http://api:3000', apiOrigin],
    ['http://shell:4200', shellOrigin],
  ];
  let site = deployed;
  for (const [from, to] of substitutions) {
    if (!site.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"; update the test harness`);
    site = site.split(from).join(to);
  }
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  // What the nginx image's own nginx.conf provides around conf.d/default.conf.
  const temp = (name: string) => path.join(dir, 'temp', name);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process on;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${temp(name)};`),
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  fs.mkdirSync(path.join(dir, 'temp'));
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  const check = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  const testOutput = `${check.stdout}${check.stderr}`;
  if (check.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t refused deploy/nginx.conf:\n${testOutput}`);
  }
  const child = spawn(NGINX, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        fs.rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGQUIT');
    });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    try {
      await fetch(`${url}/logo.png`);
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer on ${url}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, testOutput, stop };
}
