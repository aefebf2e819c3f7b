import { importFinished, importStatus, publishItems, rowsOfImport, submitImport } from './support/catalogue';
import { waitFor, type Client } from './support/client';
import { OUTAGE_ANSWER_MS, seen, UNAVAILABLE } from './support/expectations';
import type { ServiceProcess } from './support/services';
import { printOutputOnFailure, startStack, type Stack } from './support/stack';

// PostgreSQL restarted under a running API and worker: the API says so (503 with a message) and
// comes back by itself when the database does; the job the restart interrupted runs again from
// its start and stores each row once.
describe('PostgreSQL restarted under the API and the worker', () => {
  const IMPORT_ROWS = 10_000;
  let stack: Stack;
  let member: Client;
  let admin: Client;
  let itemIds: number[];
  let worker: ServiceProcess;

  beforeAll(async () => {
    stack = await startStack();
    worker = await stack.startWorker();
    [member, admin, itemIds] = await Promise.all([stack.signUp('subscriber'), stack.signUp('admin'), publishItems(stack, 30)]);
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  printOutputOnFailure(() => stack);

  it('answers 503 with a message while the database is down and recovers without a restart of its own', async () => {
    expect((await member.get('/api/bolo-items?limit=10')).status).toBe(200);
    const importId = await submitImport(admin, IMPORT_ROWS, 'postgres-restart');
    await waitFor('the import to be under way', async () => ((await importStatus(admin, importId))?.rowsRead ?? 0) > 0, 20_000, 20);

    stack.postgres.stop('fast');

    // Signed-in routes load the member from PostgreSQL: each answers 503 with a message, quickly.
    for (const path of ['/api/auth/me', `/api/bolo-items/${itemIds[0]}`, '/api/saved-bolos', `/api/admin/imports/${importId}`]) {
      const answer = await (path.startsWith('/api/admin') ? admin : member).get(path);
      expect({ path, ...seen(answer) }).toEqual({ path, ...UNAVAILABLE });
      expect(answer.ms).toBeLessThan(OUTAGE_ANSWER_MS);
    }
    expect(seen(await member.post('/api/saved-bolos', { boloItemId: itemIds[1] }))).toEqual(UNAVAILABLE);
    expect(seen(await stack.client().get('/api/bolo-items/preview'))).toEqual(UNAVAILABLE);
    expect(seen(await stack.client().get('/api/health'))).toEqual({
      status: 503,
      body: { status: 'error', postgres: 'down', redis: 'up', message: 'PostgreSQL is down' },
    });

    stack.postgres.start();

    // The same API process serves the same session again, reads and writes alike.
    await waitFor('the API to answer the member again', async () => (await member.get('/api/auth/me')).status === 200, 10_000);
    expect((await member.get('/api/bolo-items?limit=10')).status).toBe(200);
    expect((await member.post('/api/saved-bolos', { boloItemId: itemIds[1] })).status).toBe(201);
    expect((await stack.client().get('/api/health')).status).toBe(200);

    // The interrupted import is retried from its start (after its backoff) and stores each row once.
    const finished = await importFinished(admin, importId);
    expect(finished).toMatchObject({ state: 'completed', rowsRead: IMPORT_ROWS, inserted: IMPORT_ROWS, invalid: 0 });
    expect(await rowsOfImport(stack, importId)).toBe(IMPORT_ROWS);
    // It was interrupted and retried, not finished before the restart.
    expect(worker.output()).toContain('import attempt failed');
  }, 120_000);
});
