import { z } from 'zod';
import {
  IMAGE_VARIANT_JOB,
  IMAGE_VARIANT_SIZES,
  billingEventJob,
  sendEmailJob,
  JOBS,
  JobPayloadError,
  QUEUES,
  QUEUE_NAMES,
  defineJob,
  enqueue,
  enqueueMany,
  imageVariantJobId,
  indexJobs,
  imageVariantJob,
  itemImageFetchJob,
  blogImageFetchJob,
  generateItemJob,
  pageViewRollupJob,
  jobIdOf,
  jobsOfQueue,
  parseJobPayload,
  type EnqueueOptions,
  type JobQueue,
} from './index';

const CHECKSUM = 'ab'.repeat(32);
const OTHER_CHECKSUM = 'cd'.repeat(32);

/** Records add() calls the way a BullMQ Queue would receive them. */
class FakeQueue implements JobQueue {
  readonly added: Array<{ name: string; data: unknown; opts?: EnqueueOptions }> = [];
  constructor(
    readonly name = 'images',
    private readonly failWith?: Error,
  ) {}
  async add(name: string, data: unknown, opts?: EnqueueOptions): Promise<unknown> {
    if (this.failWith) throw this.failWith;
    this.added.push({ name, data, opts });
    return { id: opts?.jobId };
  }
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

/** A declaration whose id rule can be chosen, to exercise the checks every id goes through. */
function jobWithId(jobId: (payload: { n: number }) => string) {
  return defineJob({
    queue: 'images',
    name: 'test-job',
    payload: z.object({ n: z.number() }),
    jobId,
    options: { attempts: 1, backoff: { type: 'fixed', delay: 0 }, removeOnComplete: 10, removeOnFail: false },
  });
}

describe('imageVariantJobId', () => {
  it('is deterministic per owner, id and checksum', () => {
    expect(imageVariantJobId('item', 42, 'deadbeef')).toBe('image-variant-item-42-deadbeef');
    expect(imageVariantJobId('comment', 42, 'deadbeef')).toBe('image-variant-comment-42-deadbeef');
    expect(imageVariantJobId('item', 42, 'deadbeef')).not.toBe(imageVariantJobId('item', 43, 'deadbeef'));
    expect(imageVariantJobId('item', 42, 'deadbeef')).not.toBe(imageVariantJobId('item', 42, 'deadbeee'));
  });

  it('rejects an unknown owner', () => {
    expect(() => imageVariantJobId('page' as 'item', 1, 'abc')).toThrow(RangeError);
  });

  it('never contains a colon', () => {
    expect(imageVariantJobId('item', 7, 'sha256:abc')).toBe('image-variant-item-7-sha256_abc');
    expect(imageVariantJobId('item', 7, 'a:b:c')).not.toContain(':');
  });

  it('turns base64 into base64url so distinct checksums keep distinct ids', () => {
    expect(imageVariantJobId('item', 1, 'ab+/cd==')).toBe('image-variant-item-1-ab-_cd');
    expect(imageVariantJobId('item', 1, 'a+b')).not.toBe(imageVariantJobId('item', 1, 'a/b'));
  });

  it.each([[0], [-1], [1.5], [NaN], [Number.MAX_SAFE_INTEGER + 1]])('rejects owner id %p', (ownerId) => {
    expect(() => imageVariantJobId('item', ownerId, 'abc')).toThrow(RangeError);
  });

  it('rejects an empty checksum', () => {
    expect(() => imageVariantJobId('item', 1, '')).toThrow('checksum must not be empty');
    expect(() => imageVariantJobId('item', 1, '==')).toThrow(RangeError);
  });
});

describe('job declarations', () => {
  it('derive the queue names from the jobs, so a queue without a job cannot be named', () => {
    expect(QUEUES).toEqual({ images: 'images', billing: 'billing', email: 'email', ai: 'ai', imports: 'imports', maintenance: 'maintenance', alerts: 'alerts' });
    expect(QUEUE_NAMES).toBe(QUEUES);
    for (const job of Object.values(JOBS)) expect(QUEUES).toHaveProperty(job.queue, job.queue);
  });

  it('index every job under its own name', () => {
    for (const [name, job] of Object.entries(JOBS)) expect(job.name).toBe(name);
    expect(JOBS[IMAGE_VARIANT_JOB]).toBe(imageVariantJob);
  });

  it('list the jobs of a queue for the worker boot check', () => {
    expect(jobsOfQueue('images')).toEqual([imageVariantJob, itemImageFetchJob, blogImageFetchJob]);
    expect(jobsOfQueue('ai')).toEqual([generateItemJob]);
    expect(jobsOfQueue('emails')).toEqual([]);
  });

  it('refuse a job name declared twice', () => {
    const twin = { ...imageVariantJob, queue: 'other' };
    expect(() => indexJobs([imageVariantJob, twin])).toThrow('job "image-variant" is declared twice');
  });

  it('are frozen, options included', () => {
    expect(Object.isFrozen(imageVariantJob)).toBe(true);
    expect(Object.isFrozen(imageVariantJob.options)).toBe(true);
    expect(Object.isFrozen(imageVariantJob.options.backoff)).toBe(true);
  });
});

describe('defineJob', () => {
  const valid = {
    queue: 'images',
    name: 'ok-job',
    payload: z.object({}),
    jobId: () => 'ok-job-1',
    options: { attempts: 3, backoff: { type: 'exponential' as const, delay: 100 }, removeOnComplete: true, removeOnFail: true },
  };

  it.each([['bad:name'], ['Bad'], [''], ['trailing-'], ['two  words']])('refuses job name %p', (name) => {
    expect(() => defineJob({ ...valid, name })).toThrow(RangeError);
  });

  it.each([['im:ages'], ['']])('refuses queue name %p (BullMQ keys are joined with ":")', (queue) => {
    expect(() => defineJob({ ...valid, queue })).toThrow(RangeError);
  });

  it.each([[0], [-1], [1.5], [NaN]])('refuses %p attempts', (attempts) => {
    expect(() => defineJob({ ...valid, options: { ...valid.options, attempts } })).toThrow('attempts must be a positive integer');
  });

  it('refuses a negative backoff delay', () => {
    expect(() => defineJob({ ...valid, options: { ...valid.options, backoff: { type: 'fixed', delay: -1 } } })).toThrow(
      'backoff delay must be a non-negative number',
    );
  });
});

describe('image-variant payload', () => {
  it('sizes the variant by its owner: the item card, the 180x180 comment picture, the 1200x630 blog picture', () => {
    expect(IMAGE_VARIANT_SIZES).toEqual({ item: { width: 480, height: 480 }, comment: { width: 180, height: 180 }, blog: { width: 1200, height: 630 } });
  });

  it('accepts a blog owner', () => {
    expect(parseJobPayload(imageVariantJob, { owner: 'blog', ownerId: 5, checksum: CHECKSUM })).toEqual({ owner: 'blog', ownerId: 5, checksum: CHECKSUM });
    expect(jobIdOf(imageVariantJob, { owner: 'blog', ownerId: 5, checksum: CHECKSUM })).toBe(`image-variant-blog-5-${CHECKSUM}`);
  });

  it('accepts a comment owner', () => {
    expect(parseJobPayload(imageVariantJob, { owner: 'comment', ownerId: 3, checksum: CHECKSUM })).toEqual({ owner: 'comment', ownerId: 3, checksum: CHECKSUM });
    expect(jobIdOf(imageVariantJob, { owner: 'comment', ownerId: 3, checksum: CHECKSUM })).toBe(`image-variant-comment-3-${CHECKSUM}`);
  });

  it('accepts a positive owner id and a sha256 hex checksum, dropping other keys', () => {
    expect(parseJobPayload(imageVariantJob, { owner: 'item', ownerId: 7, checksum: CHECKSUM, extra: true })).toEqual({ owner: 'item', ownerId: 7, checksum: CHECKSUM });
    expect(parseJobPayload(imageVariantJob, { owner: 'item', ownerId: Number.MAX_SAFE_INTEGER, checksum: CHECKSUM }).ownerId).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });

  it.each([
    ['a string id', { owner: 'item', ownerId: '7', checksum: CHECKSUM }, 'ownerId: ownerId must be a positive integer'],
    ['id 0', { owner: 'item', ownerId: 0, checksum: CHECKSUM }, 'ownerId: ownerId must be a positive integer'],
    ['a negative id', { owner: 'item', ownerId: -3, checksum: CHECKSUM }, 'ownerId: ownerId must be a positive integer'],
    ['a fractional id', { owner: 'item', ownerId: 1.5, checksum: CHECKSUM }, 'ownerId: ownerId must be a positive integer'],
    ['an unsafe id', { owner: 'item', ownerId: Number.MAX_SAFE_INTEGER + 1, checksum: CHECKSUM }, 'ownerId: ownerId must be a positive integer'],
    ['an upper-case checksum', { owner: 'item', ownerId: 7, checksum: CHECKSUM.toUpperCase() }, 'checksum: checksum must be a sha256 hex digest'],
    ['a short checksum', { owner: 'item', ownerId: 7, checksum: 'abc' }, 'checksum: checksum must be a sha256 hex digest'],
    ['a base64 checksum', { owner: 'item', ownerId: 7, checksum: `${'A'.repeat(42)}+/=` }, 'checksum: checksum must be a sha256 hex digest'],
    ['a checksum with a colon', { owner: 'item', ownerId: 7, checksum: `${CHECKSUM.slice(0, 63)}:` }, 'checksum: checksum must be a sha256 hex digest'],
    ['no checksum', { owner: 'item', ownerId: 7 }, 'checksum: checksum must be a sha256 hex digest'],
    ['an unknown owner', { owner: 'page', ownerId: 7, checksum: CHECKSUM }, "owner: owner must be 'item', 'comment' or 'blog'"],
  ])('refuses %s', (_case, data, problem) => {
    const error = thrownBy(() => parseJobPayload(imageVariantJob, data));
    expect(error).toBeInstanceOf(JobPayloadError);
    expect(error).toMatchObject({ name: 'JobPayloadError', jobName: 'image-variant', problems: [problem] });
  });

  it.each([[null], [undefined], ['{"ownerId":7}'], [[7, CHECKSUM]]])('refuses a non-object payload %p', (data) => {
    expect(() => parseJobPayload(imageVariantJob, data)).toThrow(JobPayloadError);
  });

  it('reports every problem at once', () => {
    expect(() => parseJobPayload(imageVariantJob, {})).toThrow(
      "job image-variant: invalid payload (owner: owner must be 'item', 'comment' or 'blog'; ownerId: ownerId must be a positive integer; checksum: checksum must be a sha256 hex digest)",
    );
  });
});

describe('parseJobPayload by job name', () => {
  it('parses with the named declaration', () => {
    expect(parseJobPayload('image-variant', { owner: 'item', ownerId: 1, checksum: CHECKSUM })).toEqual({ owner: 'item', ownerId: 1, checksum: CHECKSUM });
    expect(() => parseJobPayload('image-variant', { owner: 'item', ownerId: 0, checksum: CHECKSUM })).toThrow(JobPayloadError);
  });

  it.each([['no-such-job'], ['toString'], ['__proto__']])('refuses the unknown job %p', (name) => {
    expect(() => parseJobPayload(name as 'image-variant', { owner: 'item', ownerId: 1, checksum: CHECKSUM })).toThrow(
      `job ${name}: invalid payload (unknown job)`,
    );
  });
});

describe('jobIdOf', () => {
  it('applies the declared id rule to the validated payload', () => {
    expect(jobIdOf(imageVariantJob, { owner: 'item', ownerId: 42, checksum: CHECKSUM })).toBe(`image-variant-item-42-${CHECKSUM}`);
    expect(jobIdOf(imageVariantJob, { owner: 'item', ownerId: 42, checksum: CHECKSUM })).not.toBe(
      jobIdOf(imageVariantJob, { owner: 'item', ownerId: 42, checksum: OTHER_CHECKSUM }),
    );
  });

  it('refuses a malformed payload', () => {
    expect(() => jobIdOf(imageVariantJob, { owner: 'item', ownerId: 42, checksum: 'nope' })).toThrow(JobPayloadError);
  });

  it.each([
    ['contains a colon', () => 'a:b', "must not contain ':'"],
    ['is an integer', () => '42', 'must not be an integer'],
    ['is empty', () => '', 'must be a non-empty string'],
  ])('refuses an id that %s (BullMQ would refuse it at add time)', (_case, rule, message) => {
    expect(() => jobIdOf(jobWithId(rule), { n: 1 })).toThrow(message);
  });
});

describe('enqueue', () => {
  it('adds the job by name with the parsed payload, its id and the declared options', async () => {
    const queue = new FakeQueue();
    const jobId = await enqueue(queue, imageVariantJob, { owner: 'item', ownerId: 42, checksum: CHECKSUM, stray: 1 } as { owner: 'item', ownerId: number; checksum: string });
    expect(jobId).toBe(`image-variant-item-42-${CHECKSUM}`);
    expect(queue.added).toEqual([
      {
        name: 'image-variant',
        data: { owner: 'item', ownerId: 42, checksum: CHECKSUM },
        opts: {
          jobId,
          attempts: 5,
          backoff: { type: 'exponential', delay: 2000 },
          removeOnComplete: true,
          removeOnFail: { age: 604800 },
        },
      },
    ]);
  });

  it('hands add() its own copies of the options, so nothing can change the declaration through them', async () => {
    const queue = new FakeQueue();
    await enqueue(queue, imageVariantJob, { owner: 'item', ownerId: 1, checksum: CHECKSUM });
    const opts = queue.added[0].opts as EnqueueOptions & { removeOnFail: { age: number } };
    expect(opts.backoff).not.toBe(imageVariantJob.options.backoff);
    expect(opts.removeOnFail).not.toBe(imageVariantJob.options.removeOnFail);
    expect(Object.isFrozen(opts.removeOnFail)).toBe(false);
  });

  it('refuses a bad payload before calling add', async () => {
    const queue = new FakeQueue();
    await expect(enqueue(queue, imageVariantJob, { owner: 'item', ownerId: -1, checksum: CHECKSUM })).rejects.toThrow(JobPayloadError);
    expect(queue.added).toEqual([]);
  });

  it('refuses a queue that is not the job queue', async () => {
    const queue = new FakeQueue('emails');
    await expect(enqueue(queue, imageVariantJob, { owner: 'item', ownerId: 1, checksum: CHECKSUM })).rejects.toThrow(
      'job image-variant belongs to queue "images", not "emails"',
    );
    expect(queue.added).toEqual([]);
  });

  it('accepts a queue that does not say its name', async () => {
    const added: unknown[] = [];
    const queue: JobQueue = { add: async (name, data) => added.push([name, data]) };
    await enqueue(queue, imageVariantJob, { owner: 'item', ownerId: 1, checksum: CHECKSUM });
    expect(added).toEqual([['image-variant', { owner: 'item', ownerId: 1, checksum: CHECKSUM }]]);
  });

  it('refuses an id that breaks the id rules before calling add', async () => {
    const queue = new FakeQueue();
    await expect(enqueue(queue, jobWithId(({ n }) => String(n)), { n: 7 })).rejects.toThrow('must not be an integer');
    expect(queue.added).toEqual([]);
  });

  it('passes on a failure of the queue', async () => {
    const queue = new FakeQueue('images', new Error('Redis is down'));
    await expect(enqueue(queue, imageVariantJob, { owner: 'item', ownerId: 1, checksum: CHECKSUM })).rejects.toThrow('Redis is down');
  });
});

describe('enqueueMany', () => {
  it('adds one job per payload, in order, and answers their ids', async () => {
    const queue = new FakeQueue();
    const ids = await enqueueMany(queue, imageVariantJob, [
      { owner: 'item', ownerId: 1, checksum: CHECKSUM },
      { owner: 'item', ownerId: 2, checksum: OTHER_CHECKSUM },
    ]);
    expect(ids).toEqual([`image-variant-item-1-${CHECKSUM}`, `image-variant-item-2-${OTHER_CHECKSUM}`]);
    expect(queue.added.map((a) => [a.name, a.data, a.opts?.jobId])).toEqual([
      ['image-variant', { owner: 'item', ownerId: 1, checksum: CHECKSUM }, ids[0]],
      ['image-variant', { owner: 'item', ownerId: 2, checksum: OTHER_CHECKSUM }, ids[1]],
    ]);
    expect(queue.added.every((a) => a.opts?.attempts === 5)).toBe(true);
  });

  it('queues nothing when any payload is bad', async () => {
    const queue = new FakeQueue();
    await expect(
      enqueueMany(queue, imageVariantJob, [
        { owner: 'item', ownerId: 1, checksum: CHECKSUM },
        { owner: 'item', ownerId: 2, checksum: 'bad' },
      ]),
    ).rejects.toThrow(JobPayloadError);
    expect(queue.added).toEqual([]);
  });

  it('does nothing for no payloads', async () => {
    const queue = new FakeQueue();
    expect(await enqueueMany(queue, imageVariantJob, [])).toEqual([]);
    expect(queue.added).toEqual([]);
  });
});

describe('billing and e-mail jobs', () => {
  it('use the Stripe event id as the job id, so a redelivered event is queued once', () => {
    const payload = { eventId: 'evt_1Abc', type: 'invoice.paid', created: 1_763_000_000, objectId: 'in_1Xyz' } as const;
    expect(jobIdOf(billingEventJob, payload)).toBe('evt_1Abc');
    expect(() => parseJobPayload(billingEventJob, { ...payload, type: 'charge.refunded' })).toThrow(JobPayloadError);
    expect(() => parseJobPayload(billingEventJob, { ...payload, objectId: 'pi_1' })).toThrow(/objectId must be/);
  });

  it('give each e-mail one id per reason, without characters BullMQ refuses', () => {
    const reset = { template: 'password-reset', resetTokenId: 41 } as const;
    expect(jobIdOf(sendEmailJob, reset)).toBe('password-reset-41');
    const failed = { template: 'payment-failed', to: 'a@example.com', username: 'a', invoiceId: 'in_1', profileUrl: 'http://localhost:4200/profile' } as const;
    expect(() => parseJobPayload(sendEmailJob, { ...failed, to: 'not an address' })).toThrow(/to must be an e-mail address/);
    // A reset job names its request only: a link or address in its data is refused, not carried along.
    expect(() => parseJobPayload(sendEmailJob, { ...reset, resetUrl: 'http://localhost:4200/reset-password?token=x' })).toThrow(JobPayloadError);
    expect(() => parseJobPayload(sendEmailJob, { ...reset, template: 'newsletter' })).toThrow(JobPayloadError);
  });
});

describe('contact e-mail and page-view rollup jobs (issue 18)', () => {
  it('name a contact message by its row only, one e-mail per message', () => {
    expect(jobIdOf(sendEmailJob, { template: 'contact-message', contactMessageId: 7 })).toBe('contact-message-7');
    expect(() => parseJobPayload(sendEmailJob, { template: 'contact-message', contactMessageId: 7, email: 'a@example.com' })).toThrow(JobPayloadError);
    expect(() => parseJobPayload(sendEmailJob, { template: 'contact-message', contactMessageId: 0 })).toThrow(JobPayloadError);
  });

  it('run the rollup on the maintenance queue, one job per run id', () => {
    expect(jobsOfQueue('maintenance')).toEqual([pageViewRollupJob]);
    expect(jobIdOf(pageViewRollupJob, { runId: 'manual-1' })).toBe('page-view-rollup-manual-1');
    expect(() => parseJobPayload(pageViewRollupJob, { runId: 'a:b' })).toThrow(/runId must be/);
  });
});
