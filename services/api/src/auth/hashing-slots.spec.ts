import { ServiceUnavailableException } from '@nestjs/common';
import { HashingSlots } from './hashing-slots';

/** A piece of work that stays in progress until the test lets it finish. */
function heldWork(tracker: { inFlight: number; peak: number }) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const work = async () => {
    tracker.inFlight += 1;
    tracker.peak = Math.max(tracker.peak, tracker.inFlight);
    await done;
    tracker.inFlight -= 1;
    return 'hashed';
  };
  return { work, finish: () => finish() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('HashingSlots', () => {
  it('never runs more than its concurrency at once, and runs every waiting job in turn', async () => {
    const slots = new HashingSlots(2, 10);
    const tracker = { inFlight: 0, peak: 0 };
    const jobs = Array.from({ length: 6 }, () => heldWork(tracker));
    const results = jobs.map((job) => slots.run(job.work));
    await settle();
    expect(tracker.inFlight).toBe(2);
    for (const job of jobs) {
      job.finish();
      await settle();
    }
    await expect(Promise.all(results)).resolves.toEqual(Array(6).fill('hashed'));
    expect(tracker.peak).toBe(2);
  });

  it('answers 503 with a message once the waiting line is full, and recovers when it drains', async () => {
    const slots = new HashingSlots(1, 2);
    const tracker = { inFlight: 0, peak: 0 };
    const jobs = Array.from({ length: 3 }, () => heldWork(tracker));
    const accepted = jobs.map((job) => slots.run(job.work));
    const refused = slots.run(async () => 'too many');
    await expect(refused).rejects.toBeInstanceOf(ServiceUnavailableException);
    await expect(refused).rejects.toMatchObject({ response: { message: 'The server is busy. Please try again in a moment.' } });
    for (const job of jobs) {
      job.finish();
      await settle();
    }
    await Promise.all(accepted);
    await expect(slots.run(async () => 'after')).resolves.toBe('after');
  });

  it('frees the slot when the work fails', async () => {
    const slots = new HashingSlots(1, 0);
    await expect(slots.run(async () => Promise.reject(new Error('bad hash')))).rejects.toThrow('bad hash');
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });
});
