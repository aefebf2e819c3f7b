import { randomBytes } from 'node:crypto';
import { createDataSource, createRepositories, type Repositories } from '@bolo/db';
import { Client } from './client';
import { startPostgres, type ThrowawayPostgres } from './postgres';
import { startRedis, type ThrowawayRedis } from './redis';
import { buildServices, migrate, startApi, startWorker, type ApiProcess, type Backing, type ServiceProcess } from './services';

/** The platform's back end on dependencies of the test's own: PostgreSQL, Redis, the API and (on request) workers. */
export interface Stack extends Backing {
  postgres: ThrowawayPostgres;
  redis: ThrowawayRedis;
  api: ApiProcess;
  /** Runs `work` with the repositories on the throwaway database (arranging data, checking effects); reconnects after a PostgreSQL restart. */
  withRepositories<T>(work: (db: Repositories) => Promise<T>): Promise<T>;
  client(): Client;
  /** A member signed up through the API, made a paying subscriber (or admin) in the database. */
  signUp(role: 'subscriber' | 'admin'): Promise<Client>;
  startWorker(env?: Record<string, string>): Promise<ServiceProcess>;
  /** Every process's output, for a failed test's report. */
  output(): string;
  stop(): Promise<void>;
}

// Long and unusual enough for any password policy.
const PASSWORD = 'Fault-tolerant horses 7 graze quietly!';

export async function startStack(apiEnv: Record<string, string> = {}): Promise<Stack> {
  buildServices();
  const [startedPostgres, startedRedis] = await Promise.allSettled([startPostgres(), startRedis()]);
  const postgres = startedPostgres.status === 'fulfilled' ? startedPostgres.value : null;
  const redis = startedRedis.status === 'fulfilled' ? startedRedis.value : null;
  const databaseUrl = postgres?.url('bolo') ?? '';
  let api: ApiProcess;
  try {
    if (startedPostgres.status === 'rejected') throw startedPostgres.reason;
    if (startedRedis.status === 'rejected') throw startedRedis.reason;
    migrate(databaseUrl);
    api = await startApi({ databaseUrl, redisUrl: redis!.url }, apiEnv);
  } catch (error) {
    // Nothing outlives a failed start.
    await redis?.destroy();
    postgres?.destroy();
    throw error;
  }
  return stackOn(postgres!, redis!, api);
}

function stackOn(postgres: ThrowawayPostgres, redis: ThrowawayRedis, api: ApiProcess): Stack {
  const backing = { databaseUrl: postgres.url('bolo'), redisUrl: redis.url };
  const { databaseUrl } = backing;
  const workers: ServiceProcess[] = [];

  const withRepositories = async <T>(work: (db: Repositories) => Promise<T>): Promise<T> => {
    // A connection of its own per call: it cannot be left broken by a restart in between.
    const dataSource = await createDataSource(databaseUrl, 1).initialize();
    try {
      return await work(createRepositories(dataSource));
    } finally {
      await dataSource.destroy();
    }
  };

  return {
    ...backing,
    postgres,
    redis,
    api,
    withRepositories,
    client: () => new Client(api.url),
    async signUp(role) {
      const client = new Client(api.url);
      const username = `${role}_${randomBytes(4).toString('hex')}`;
      const res = await client.post('/api/auth/signup', { username, password: PASSWORD, email: `${username}@example.test`, firstName: 'Fault', lastName: 'Test' });
      if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
      await withRepositories(async ({ users }) => {
        const id = (await users.findIdByUsername(username)) as number;
        if (role === 'admin') await users.setAdmin(id, true);
        else await users.setSubscription(id, { status: 'active', plan: 'monthly', endDate: new Date(Date.now() + 30 * 86_400_000) });
      });
      return client;
    },
    async startWorker(env = {}) {
      const worker = await startWorker(backing, env);
      workers.push(worker);
      return worker;
    },
    output: () => [api, ...workers].map((p) => `--- ${p.name} ---\n${p.output().slice(-6000)}`).join('\n'),
    async stop() {
      await Promise.all([api, ...workers].map((p) => p.stop('SIGKILL')));
      await redis.destroy();
      postgres.destroy();
    },
  };
}

/** After each failed test, every process's output, so the report shows what the services saw. */
export function printOutputOnFailure(stack: () => Stack | undefined): void {
  afterEach(() => {
    const state = expect.getState();
    if (state.assertionCalls !== state.numPassingAsserts) process.stderr.write(`${stack()?.output() ?? ''}\n`);
  });
}
