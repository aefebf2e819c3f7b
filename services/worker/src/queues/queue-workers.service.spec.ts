import { Test } from '@nestjs/testing';
import { DiscoveryModule } from '@nestjs/core';
import { WORKER_CONFIG, loadWorkerConfig } from '../config/worker-config';
import { defineQueue } from './queue-processor';
import { IMAGE_VARIANT_JOB } from '@bolo/contracts';
import type { Job } from 'bullmq';
import { JobWiringError, QueueWorkersService, runJob } from './queue-workers.service';

type DemoJob = { name: 'a'; data: { n: number } } | { name: 'b'; data: { s: string } };
const demo = defineQueue<DemoJob>('demo', { a: true, b: true });

async function bind(...processors: Array<new (...args: never[]) => unknown>) {
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule],
    providers: [QueueWorkersService, { provide: WORKER_CONFIG, useValue: loadWorkerConfig({}) }, ...processors],
  }).compile();
  return () => moduleRef.get(QueueWorkersService).bindHandlers();
}

describe('boot-time job wiring check', () => {
  it('binds every job of the union to its handler', async () => {
    @demo.Processor()
    class Complete {
      @demo.OnJob('a') async a(data: { n: number }) {
        return data.n;
      }
      @demo.OnJob('b') async b(data: { s: string }) {
        return data.s;
      }
    }
    const [binding] = (await bind(Complete))();
    expect(binding.queue).toBe('demo');
    expect([...binding.handlers.keys()].sort()).toEqual(['a', 'b']);
    await expect(binding.handlers.get('a')!.run({ n: 7 }, {} as never)).resolves.toBe(7);
  });

  it('fails when a job has no handler', async () => {
    @demo.Processor()
    class Missing {
      @demo.OnJob('a') async a() {}
    }
    expect(await bind(Missing)).toThrow(new JobWiringError('queue "demo" has no handler for "b" (add @OnJob to Missing)'));
  });

  it('fails when a job has two handlers', async () => {
    @demo.Processor()
    class Twice {
      @demo.OnJob('a') async a() {}
      @demo.OnJob('a') async again() {}
      @demo.OnJob('b') async b() {}
    }
    expect(await bind(Twice)).toThrow(/job "demo\/a" has two handlers: Twice.a and Twice.again/);
  });

  it('fails when two classes consume one queue', async () => {
    @demo.Processor()
    class One {
      @demo.OnJob('a') async a() {}
      @demo.OnJob('b') async b() {}
    }
    @demo.Processor()
    class Other {
      @demo.OnJob('a') async a() {}
      @demo.OnJob('b') async b() {}
    }
    expect(await bind(One, Other)).toThrow(/queue "demo" has two processors/);
  });
});

describe('running a job', () => {
  const checksum = 'a'.repeat(64);
  const seen: unknown[] = [];
  const binding = {
    queue: 'images',
    handlers: new Map([[IMAGE_VARIANT_JOB, { label: 'ImagesProcessor.imageVariant', run: async (data: unknown) => (seen.push(data), 'done') }]]),
  };
  const job = (name: string, data: unknown) => ({ name, data }) as Job;
  beforeEach(() => (seen.length = 0));

  it('hands the handler the payload parsed by the declared schema', async () => {
    await expect(runJob(binding, job(IMAGE_VARIANT_JOB, { owner: 'comment', ownerId: 3, checksum, extra: 'dropped' }))).resolves.toBe('done');
    expect(seen).toEqual([{ owner: 'comment', ownerId: 3, checksum }]);
  });

  it('fails a malformed payload without retries, before the handler runs', async () => {
    await expect(runJob(binding, job(IMAGE_VARIANT_JOB, { owner: 'item', ownerId: -1, checksum: 'x' }))).rejects.toMatchObject({
      name: 'UnrecoverableError',
      message: expect.stringMatching(/ownerId must be a positive integer.*checksum must be a sha256 hex digest/),
    });
    expect(seen).toEqual([]);
  });

  it('fails a job it has no handler for as retryable, for a newer worker', async () => {
    await expect(runJob(binding, job('from-the-future', {}))).rejects.toThrow(new Error('no handler for job "from-the-future" on queue "images"'));
  });
});
