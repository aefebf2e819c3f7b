import { loadServerConfig } from '../config/server-config';
import { createLogger } from './logger';
import { resolveLogFormat, terminalRecord } from './pretty';

function terminal(level: 'debug' | 'info' = 'info') {
  let text = '';
  const logger = createLogger('api', level, { write: (chunk: string) => (text += chunk) }, 'pretty');
  return { logger, lines: () => text.split('\n').filter(Boolean), text: () => text };
}

describe('LOG_FORMAT', () => {
  it('is read by the shared loader: json, pretty or unset, anything else refused in one line', () => {
    expect(loadServerConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadServerConfig({ LOG_FORMAT: '' }).logFormat).toBeUndefined();
    expect(() => loadServerConfig({ LOG_FORMAT: 'xml' })).toThrow('Invalid configuration: LOG_FORMAT must be json or pretty');
  });
});

describe('resolveLogFormat', () => {
  it('is JSON in production whatever LOG_FORMAT says', () => {
    expect(resolveLogFormat('pretty', true, true)).toBe('json');
    expect(resolveLogFormat(undefined, true, true)).toBe('json');
  });

  it('follows LOG_FORMAT, else pretty at a terminal and JSON into a pipe', () => {
    expect(resolveLogFormat('json', false, true)).toBe('json');
    expect(resolveLogFormat('pretty', false, false)).toBe('pretty');
    expect(resolveLogFormat(undefined, false, true)).toBe('pretty');
    expect(resolveLogFormat(undefined, false, false)).toBe('json');
  });
});

describe('the pretty format', () => {
  const previous = process.env.NO_COLOR;
  beforeAll(() => (process.env.NO_COLOR = '1'));
  afterAll(() => (previous === undefined ? delete process.env.NO_COLOR : (process.env.NO_COLOR = previous)));

  it('writes a request as one line: method, path, status, duration, then the other fields', () => {
    const { logger, lines } = terminal();
    logger.info({ requestId: 'r1', method: 'GET', path: '/api/bolo-items', status: 200, durationMs: 3.2, userId: 7 }, 'request');
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/bolo-items 200 3\.2 ms \{"userId":7\}$/);
  });

  it('writes a job as its one completion line and leaves out the processors\' own lines and Nest\'s start-up chatter', () => {
    const { logger, lines } = terminal('debug');
    logger.info({ context: 'InstanceLoader' }, 'AppModule dependencies initialized');
    logger.debug({ context: 'Queues', queue: 'email', job: 'send-email', jobId: 'j1' }, 'job started');
    logger.info({ context: 'EmailProcessor', template: 'receipt' }, 'e-mail sent');
    logger.info({ context: 'Queues', queue: 'email', job: 'send-email', jobId: 'j1', durationMs: 42, result: { outcome: 'sent' } }, 'job completed');
    expect(lines()).toEqual([expect.stringMatching(/INFO: job email\/send-email done in 42 ms: \{"outcome":"sent"\}$/)]);
  });

  it('always shows warnings and errors, with the error\'s stack below', () => {
    const { logger, lines, text } = terminal();
    logger.warn({ context: 'EmailProcessor', template: 'receipt' }, 'smtp slow');
    logger.error({ context: 'ExceptionsHandler', err: new Error('kaput') }, 'unexpected error');
    expect(lines()[0]).toMatch(/WARN: EmailProcessor: smtp slow \{"template":"receipt"\}$/);
    expect(lines()[1]).toMatch(/ERROR: ExceptionsHandler: unexpected error/);
    expect(text()).toContain('Error: kaput');
  });

  it('colours only where colours are wanted, errors in red', () => {
    delete process.env.NO_COLOR;
    try {
      const { logger, text } = terminal();
      logger.error('broken');
      expect(text()).toContain('\u001b[31m');
    } finally {
      process.env.NO_COLOR = '1';
    }
    const { logger, text } = terminal();
    logger.error('broken');
    expect(text()).not.toContain('\u001b[');
  });

  it('keeps what a person reads: no service name or request id, the context before the message', () => {
    expect(terminalRecord({ level: 'info', msg: 'worker ready', service: 'worker', context: 'Main', pid: 1 })).toEqual({ level: 'info', msg: 'worker ready', pid: 1 });
    expect(terminalRecord({ level: 'info', msg: 'pool closed', service: 'api', context: 'Database', requestId: 'r' })).toEqual({ level: 'info', msg: 'Database: pool closed' });
  });
});
