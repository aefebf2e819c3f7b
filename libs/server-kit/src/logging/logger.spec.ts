import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PinoLogger } from 'nestjs-pino';
import { createLogger, type ServiceName } from './logger';
import { requestLog } from './request-log';

function capture(service: ServiceName = 'api', level: 'debug' | 'info' | 'silent' = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger(service, level, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('createLogger', () => {
  it('writes one JSON object per line: ISO time, level label, service, msg, fields', () => {
    const { logger, lines } = capture('worker');
    logger.info({ jobId: 'j1', durationMs: 12 }, 'job completed');
    expect(lines).toEqual([{ level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), service: 'worker', jobId: 'j1', durationMs: 12, msg: 'job completed' }]);
  });

  it('honours LOG_LEVEL, silent included', () => {
    const info = capture('api', 'info');
    info.logger.debug('hidden');
    info.logger.warn('shown');
    expect(info.lines.map((l) => [l.level, l.msg])).toEqual([['warn', 'shown']]);
    const silent = capture('api', 'silent');
    silent.logger.error('nothing');
    expect(silent.lines).toEqual([]);
  });

  it('never writes cookies or authorization headers', () => {
    const { logger, lines } = capture();
    logger.info({ req: { headers: { cookie: 'bolo.sid=s3cret', authorization: 'Bearer t0ken', accept: '*/*' } } }, 'x');
    expect(JSON.stringify(lines)).not.toMatch(/s3cret|t0ken/);
    expect(lines[0].req).toEqual({ headers: { cookie: '[redacted]', authorization: '[redacted]', accept: '*/*' } });
  });
});

describe('requestLog', () => {
  let server: Server;
  let base: string;
  let lines: Array<Record<string, unknown>>;

  beforeAll(async () => {
    const captured = capture();
    lines = captured.lines;
    const log = requestLog(captured.logger, { fields: () => ({ userId: 7 }) });
    const inRequest = new PinoLogger({});
    server = createServer((req, res) =>
      log(req, res, () => {
        inRequest.info({ step: 'handler' }, 'handling');
        res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
        res.end('ok');
      }),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (lines.length = 0));

  const requestLine = () => lines.find((l) => l.msg === 'request')!;

  it('logs one line per request: method, path without the query, status, duration, extra fields', async () => {
    const res = await fetch(`${base}/missing/thing?search=private+words`, { headers: { cookie: 'bolo.sid=s3cret', authorization: 'Bearer t0ken' } });
    await res.text();
    await new Promise((resolve) => setImmediate(resolve));
    expect(requestLine()).toEqual({
      level: 'info',
      time: expect.any(String),
      service: 'api',
      requestId: res.headers.get('x-request-id'),
      method: 'GET',
      path: '/missing/thing',
      status: 404,
      durationMs: expect.any(Number),
      userId: 7,
      msg: 'request',
    });
    expect(JSON.stringify(lines)).not.toMatch(/s3cret|t0ken|private/);
  });

  it('keeps a sane incoming X-Request-Id, replaces anything else, and tags logs written during the request', async () => {
    const kept = await fetch(base, { headers: { 'x-request-id': 'edge-1234.abc' } });
    await kept.text();
    expect(kept.headers.get('x-request-id')).toBe('edge-1234.abc');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => l.requestId)).toEqual(['edge-1234.abc', 'edge-1234.abc']);
    expect(lines[0]).toMatchObject({ msg: 'handling', step: 'handler', service: 'api' });

    const replaced = await fetch(base, { headers: { 'x-request-id': 'a b"{}'.padEnd(200, 'x') } });
    await replaced.text();
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
