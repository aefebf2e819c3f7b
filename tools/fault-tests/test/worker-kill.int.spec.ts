import { importFinished, importStatus, rowsOfImport, submitImport } from './support/catalogue';
import { waitFor, type Client } from './support/client';
import { printOutputOnFailure, startStack, type Stack } from './support/stack';

// A worker lost in the middle of a job, killed outright (SIGKILL: no shutdown hooks, its job's
// lock left to expire) or stuck past its lock, loses nothing and doubles nothing: another worker
// finds the stalled job, runs it again from its start, and each row of the import is stored once.
describe('a worker lost in the middle of a job', () => {
  const IMPORT_ROWS = 10_000;
  // Short locks so the stalled job is found in seconds (production: 30 s).
  const WORKER_ENV = { WORKER_LOCK_DURATION_MS: '2000' };
  let stack: Stack;
  let admin: Client;

  beforeAll(async () => {
    stack = await startStack();
    admin = await stack.signUp('admin');
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  printOutputOnFailure(() => stack);

  it('killed: its job is picked up by the next worker and its effect happens once', async () => {
    const first = await stack.startWorker(WORKER_ENV);
    const importId = await submitImport(admin, IMPORT_ROWS, 'worker-kill');
    await waitFor('the import to be half way', async () => ((await importStatus(admin, importId))?.rowsRead ?? 0) >= 2000, 30_000, 20);

    expect(await first.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    const orphaned = await importStatus(admin, importId);
    expect(orphaned).toMatchObject({ state: 'running' });
    expect(orphaned!.inserted).toBeLessThan(IMPORT_ROWS);

    const second = await stack.startWorker(WORKER_ENV);
    const finished = await importFinished(admin, importId);
    expect(finished).toMatchObject({ state: 'completed', rowsRead: IMPORT_ROWS, inserted: IMPORT_ROWS, invalid: 0 });
    expect(await rowsOfImport(stack, importId)).toBe(IMPORT_ROWS);
    // It was the stalled-job recovery that finished it, not a job that had already completed.
    expect(second.output()).toContain('job stalled');
    await second.stop();
  }, 120_000);

  // The harder case: the worker is not dead, only stuck (here frozen with SIGSTOP; in life a
  // starved CPU or a long pause) past its job lock. Another worker takes the job over, then the
  // first one wakes up and carries on. Both runs must not store the import.
  it('stuck: an import is not stored twice when the worker wakes up after its job was taken over', async () => {
    const first = await stack.startWorker(WORKER_ENV);
    const importId = await submitImport(admin, IMPORT_ROWS, 'worker-freeze');
    await waitFor('the import to be half way', async () => ((await importStatus(admin, importId))?.rowsRead ?? 0) >= 2000, 30_000, 20);

    first.child.kill('SIGSTOP');
    try {
      const second = await stack.startWorker(WORKER_ENV);
      await second.waitForOutput('job stalled', 30_000);
      // The second worker has the job but must leave the import to the run still holding it.
      await second.waitForOutput('import still being run by an earlier attempt', 30_000);
    } finally {
      first.child.kill('SIGCONT');
    }

    const finished = await importFinished(admin, importId);
    expect(finished).toMatchObject({ state: 'completed', rowsRead: IMPORT_ROWS, inserted: IMPORT_ROWS, invalid: 0 });
    expect(await rowsOfImport(stack, importId)).toBe(IMPORT_ROWS);
  }, 120_000);
});
