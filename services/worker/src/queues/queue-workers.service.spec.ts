import { Test } from '@nestjs/testing';
import { DiscoveryModule } from '@nestjs/core';
import { WORKER_CONFIG, loadWorkerConfig } from '../config/worker-config';
import { defineQueue } from './queue-processor';
import { JobWiringError, QueueWorkersService } from './queue-workers.service';

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
