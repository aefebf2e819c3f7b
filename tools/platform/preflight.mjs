// What `npm test` needs from the machine besides Node, checked before it spends minutes building:
// each program is found where the test that uses it looks (the same override variables).
import fs from 'node:fs';
import path from 'node:path';

const executable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** `command` on the PATH (or one of the usual system folders, which root's PATH may lack). */
export function onPath(command, env = process.env) {
  if (command.includes('/')) return executable(command);
  const folders = (env.PATH ?? '').split(path.delimiter).concat(['/usr/bin', '/usr/sbin', '/usr/local/bin', '/bin', '/sbin']);
  return folders.some((folder) => folder && executable(path.join(folder, command)));
}

/** The programs the suites run, each with the Debian package that brings it and who uses it. */
export function requirements(env = process.env) {
  return [
    { package: 'chromium', found: executable(env.CHROMIUM_PATH ?? '/usr/bin/chromium'), by: 'the end-to-end tests (CHROMIUM_PATH)' },
    { package: 'nginx', found: executable(env.NGINX_PATH ?? '/usr/sbin/nginx') || (!env.NGINX_PATH && onPath('nginx', env)), by: 'the end-to-end tests run deploy/nginx.conf (NGINX_PATH)' },
    { package: 'kubernetes-client', found: onPath(env.KUBECTL ?? 'kubectl', env), by: 'the deploy tests render deploy/k8s with kubectl (KUBECTL)' },
    {
      package: 'postgresql',
      found: [env.POSTGRES_BIN, '/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'].some((dir) => dir && executable(path.join(dir, 'pg_ctl'))),
      by: 'the fault tests run their own PostgreSQL (POSTGRES_BIN)',
    },
    { package: 'redis-server', found: onPath(env.REDIS_SERVER_BIN ?? 'redis-server', env), by: 'the fault tests and the bare-machine test run their own Redis (REDIS_SERVER_BIN)' },
  ];
}

/** null when everything is there, else one line naming what is missing and the command that installs it. */
export function missingToolsLine(env = process.env) {
  const missing = requirements(env).filter((requirement) => !requirement.found);
  if (missing.length === 0) return null;
  const names = missing.map((requirement) => requirement.package);
  const sudo = typeof process.getuid === 'function' && process.getuid() !== 0 ? 'sudo ' : '';
  return `npm test needs Debian's ${names.join(', ')} (${missing.map((requirement) => requirement.by).join('; ')}): ${sudo}apt-get install ${names.join(' ')}`;
}
