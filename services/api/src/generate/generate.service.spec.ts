import { DIRECTORY_MESSAGES } from '@bolo/contracts';
import { JobFailedError, JobQueues, JobTimeoutError, QueueUnavailableError } from '@bolo/server-kit';
import { HttpException, Logger } from '@nestjs/common';
import { GENERATE_MESSAGES, GenerateService } from './generate.service';

const ITEM = {
  name: 'Game Boy Color',
  description: 'Handheld console from 1998.',
  category: 'Gaming',
  subcategory: 'Consoles & Accessories',
  buyPrice: '$15 - $30',
  soldRange: '$50 - $90',
  platforms: ['eBay'],
  notes: '',
  sourceLocations: ['Garage Sales'],
  provider: 'catalogue',
};

/** The service over a JobQueues whose runAndWait resolves or rejects as the case needs. */
function serviceWith(outcome: () => Promise<unknown>): GenerateService {
  const jobQueues = { runAndWait: jest.fn(outcome) } as unknown as JobQueues;
  return new GenerateService(jobQueues, { generateTimeoutMs: 1000 });
}

async function statusOf(promise: Promise<unknown>): Promise<[number, string]> {
  const error = await promise.then(
    () => new Error('resolved'),
    (e: unknown) => e,
  );
  if (!(error instanceof HttpException)) throw error;
  return [error.getStatus(), (error.getResponse() as { message: string }).message];
}

describe('GenerateService', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it("answers the worker's item", async () => {
    await expect(serviceWith(async () => ITEM).generate('Game Boy Color')).resolves.toEqual(ITEM);
  });

  it.each([
    ['a failed job', new JobFailedError('generate-item-1', 'The AI provider returned an answer that is not a valid item: x'), [502, 'The AI provider returned an answer that is not a valid item: x']],
    ['a timeout', new JobTimeoutError('generate-item-1', 1000), [504, GENERATE_MESSAGES.timedOut]],
    ['Redis down', new QueueUnavailableError('ai', new Error('connect ECONNREFUSED 127.0.0.1:6379')), [503, GENERATE_MESSAGES.unavailable]],
  ])('maps %s to its status', async (_case, error, expected) => {
    expect(await statusOf(serviceWith(() => Promise.reject(error)).generate('Game Boy Color'))).toEqual(expected);
  });

  it('answers 502 rather than forwarding an answer that is not a valid item', async () => {
    expect(await statusOf(serviceWith(async () => ({ unexpected: true })).generate('Game Boy Color'))).toEqual([502, GENERATE_MESSAGES.invalidAnswer]);
    const [status, message] = await statusOf(serviceWith(async () => ({ ...ITEM, category: 'Spaceships' })).generate('Game Boy Color'));
    expect([status, message]).toEqual([502, `${GENERATE_MESSAGES.invalidAnswer} ${DIRECTORY_MESSAGES.unknownCategory}`]);
  });
});
