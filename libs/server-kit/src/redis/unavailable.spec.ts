import { isRedisUnavailable, throttledConnectionErrors } from './unavailable';
import { redisReconnectDelay, REDIS_MAX_RECONNECT_DELAY_MS } from './redis.module';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('isRedisUnavailable', () => {
  it.each([
    ['a command given up after reconnect attempts', named('MaxRetriesPerRequestError', 'Reached the max retries per request limit (which is 2).')],
    ['a closed connection', new Error('Connection is closed.')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' })],
    ['a job that could not be queued', named('QueueUnavailableError', 'queue "email" is unavailable: Connection is closed.')],
  ])('is true for %s', (_label, error) => {
    expect(isRedisUnavailable(error)).toBe(true);
  });

  it.each([
    ['a script error', new Error('ERR Error running script')],
    ['a wrong type', new Error('WRONGTYPE Operation against a key holding the wrong kind of value')],
    ['a plain bug', new TypeError('x is not a function')],
  ])('is false for %s', (_label, error) => {
    expect(isRedisUnavailable(error)).toBe(false);
  });
});

describe('the reconnect schedule', () => {
  it('starts fast and never waits more than half a second between attempts, however long the outage', () => {
    expect([1, 2, 5].map(redisReconnectDelay)).toEqual([50, 100, 250]);
    expect(redisReconnectDelay(1000)).toBe(REDIS_MAX_RECONNECT_DELAY_MS);
    expect(REDIS_MAX_RECONNECT_DELAY_MS).toBeLessThanOrEqual(500);
  });
});

describe('throttledConnectionErrors', () => {
  afterEach(() => jest.useRealTimers());

  it('logs the first connection error of an outage, then one line per interval with the number left out', () => {
    jest.useFakeTimers({ now: 0 });
    const lines: Array<Record<string, unknown>> = [];
    const log = throttledConnectionErrors((fields) => lines.push(fields), 1000);
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    for (let i = 0; i < 5; i++) log(refused, { queue: 'email' });
    jest.setSystemTime(1500);
    log(refused, { queue: 'email' });
    expect(lines).toEqual([
      { queue: 'email', error: 'connect ECONNREFUSED' },
      { queue: 'email', error: 'connect ECONNREFUSED', alikeSinceLastLine: 4 },
    ]);
  });

  it('always logs errors that are not about the connection', () => {
    const lines: Array<Record<string, unknown>> = [];
    const log = throttledConnectionErrors((fields) => lines.push(fields));
    log(new Error('ERR Error running script'));
    log(new Error('ERR Error running script'));
    expect(lines).toHaveLength(2);
  });
});
