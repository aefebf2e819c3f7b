import type { Queue } from 'bullmq';
import { finishedState } from './job-queues';

/**
 * A queue whose one job finishes at the moment its state is first read: what a fast worker does
 * between two Redis round trips.
 */
function queueFinishingOnStateRead(outcome: { returnvalue?: unknown; failedReason?: string; state: 'completed' | 'failed' }) {
  let finished = false;
  const finish = async () => {
    finished = true;
    return outcome.state;
  };
  return {
    getJobState: finish,
    getJob: async () => ({
      returnvalue: finished ? (outcome.returnvalue ?? null) : null,
      failedReason: finished ? outcome.failedReason : undefined,
      getState: finish,
    }),
  } as unknown as Pick<Queue, 'getJob' | 'getJobState'>;
}

describe('finishedState', () => {
  it('answers the result of a job that finishes while it is being read, never an empty one', async () => {
    const queue = queueFinishingOnStateRead({ state: 'completed', returnvalue: { name: 'Pyrex bowl' } });
    await expect(finishedState(queue, '1')).resolves.toEqual({ state: 'completed', value: { name: 'Pyrex bowl' } });
  });

  it('answers the reason of a job that failed', async () => {
    const queue = queueFinishingOnStateRead({ state: 'failed', failedReason: 'model unavailable' });
    await expect(finishedState(queue, '1')).resolves.toEqual({ state: 'failed', reason: 'model unavailable' });
  });

  it('answers null for a job still waiting or running', async () => {
    const queue = { getJobState: async () => 'active', getJob: async () => ({ returnvalue: null }) } as unknown as Pick<Queue, 'getJob' | 'getJobState'>;
    await expect(finishedState(queue, '1')).resolves.toBeNull();
  });
});
