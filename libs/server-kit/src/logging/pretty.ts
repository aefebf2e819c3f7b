import type { DestinationStream } from 'pino';
import { prettyFactory } from 'pino-pretty';
import type { LogFormat } from '../config/server-config';

/**
 * The format a process logs in: always JSON in production; else LOG_FORMAT when set; else
 * pretty when stdout is a terminal, JSON when it is a pipe or a file (tests, CI, `npm start`'s
 * children, which `npm start` tells LOG_FORMAT=pretty when it runs in a terminal itself).
 */
export function resolveLogFormat(requested: LogFormat | undefined, isProduction: boolean, isTTY = Boolean(process.stdout.isTTY)): LogFormat {
  if (isProduction) return 'json';
  return requested ?? (isTTY ? 'pretty' : 'json');
}

/** Nest's start-up chatter (one line per module and route): in JSON only. */
const FRAMEWORK_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);
/** Per-queue start-up details and job steps that the job's one `job completed` line stands for. */
const DETAIL_MESSAGES = new Set(['queue handlers bound', 'queue worker started', 'job started']);
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

const compact = (value: unknown, max = 120): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/**
 * What the terminal shows of one log object, or null to leave it out. Warnings and errors are
 * never left out; a request is one line (`GET /api/x 200 3.1 ms`, its status kept as `httpStatus`
 * for the colour), a job is its completion line.
 */
export function terminalRecord(log: Record<string, unknown>): Record<string, unknown> | null {
  const level = typeof log.level === 'number' ? log.level : (LEVELS[String(log.level)] ?? 30);
  const context = typeof log.context === 'string' ? log.context : undefined;
  const msg = typeof log.msg === 'string' ? log.msg : '';
  if (level <= LEVELS.info && ((context && (FRAMEWORK_CONTEXTS.has(context) || context.endsWith('Processor'))) || DETAIL_MESSAGES.has(msg))) return null;

  const { service: _service, requestId: _requestId, context: _context, ...rest } = log;
  if (msg === 'request' && typeof rest.method === 'string') {
    const { method, path, status, durationMs, ...extra } = rest;
    return { ...extra, httpStatus: status, msg: `${method} ${path} ${status}${durationMs === undefined ? '' : ` ${durationMs} ms`}` };
  }
  if (msg === 'job completed' && typeof rest.queue === 'string') {
    const { queue, job, jobId: _jobId, durationMs, result, ...extra } = rest;
    const took = typeof durationMs === 'number' ? ` in ${durationMs} ms` : '';
    return { ...extra, msg: `job ${queue}/${String(job)} done${took}${result === undefined || result === null ? '' : `: ${compact(result)}`}` };
  }
  if (msg === 'job failed' && typeof rest.queue === 'string') {
    const { queue, job, jobId: _jobId, error, ...extra } = rest;
    return { ...extra, msg: `job ${queue}/${String(job)} failed: ${compact(error, 300)}` };
  }
  return { ...rest, msg: context && context !== 'Main' ? `${context}: ${msg}` : msg };
}

/**
 * A pino destination that writes each line as a person reads it (pino-pretty in this process,
 * synchronous like the JSON destination, so nothing is lost at exit): time, level, message and
 * the remaining fields on one line; errors in red with their stack below.
 */
export function prettyDestination(out: DestinationStream, { colorize = !process.env.NO_COLOR } = {}): DestinationStream {
  const prettify = prettyFactory({
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,httpStatus',
    messageKey: 'msg',
    // Errors in bold red; a request answered 5xx in red, 4xx in yellow.
    messageFormat: (log, messageKey, _levelLabel, { colors }) => {
      const text = String(log[messageKey] ?? '');
      const level = typeof log.level === 'number' ? log.level : (LEVELS[String(log.level)] ?? 30);
      const status = typeof log.httpStatus === 'number' ? log.httpStatus : 0;
      if (level >= LEVELS.error) return colors.bold(colors.red(text));
      if (status >= 500) return colors.red(text);
      if (status >= 400) return colors.yellow(text);
      return text;
    },
  });
  return {
    write(line: string) {
      let record: Record<string, unknown> | null;
      try {
        record = terminalRecord(JSON.parse(line) as Record<string, unknown>);
      } catch {
        out.write(line);
        return;
      }
      if (record) out.write(prettify(record));
    },
  };
}
