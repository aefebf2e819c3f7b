// Checks that PostgreSQL and Redis answer before anything starts, so a missing service
// is reported in one line instead of a stack trace from deep inside the API.
import net from 'node:net';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bolo';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether something accepts a TCP connection on host:port. */
export function reachable(host, port, timeoutMs = 3000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    const done = (ok) => { socket.destroy(); resolve(ok); };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Returns null when both answer, else one line naming the missing service and how to start it. */
export async function checkBackingServices(env = process.env) {
  const db = new URL(env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  if (!(await reachable(db.hostname, db.port || 5432))) {
    return `PostgreSQL is not reachable at ${db.hostname}:${db.port || 5432} (DATABASE_URL). Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`;
  }
  const redis = new URL(env.REDIS_URL ?? DEFAULT_REDIS_URL);
  if (!(await reachable(redis.hostname, redis.port || 6379))) {
    return `Redis is not reachable at ${redis.hostname}:${redis.port || 6379} (REDIS_URL). Start it with: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no`;
  }
  return null;
}
