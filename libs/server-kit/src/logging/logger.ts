import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogFormat, LogLevel } from '../config/server-config';
import { prettyDestination } from './pretty';

export type ServiceName = 'api' | 'worker';

/** Injection token of the process's root pino logger (the one every other logger is a child of). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/** Never written to a log line, wherever they turn up in logged objects. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

/**
 * One JSON object per line on stdout, the same shape in every process:
 * `{"level":"info","time":"2026-…Z","service":"api","context":"…","msg":"…", …fields}`.
 * `pretty` turns each of those lines into a short coloured one for a terminal (./pretty.ts).
 */
export function createLogger(service: ServiceName, level: LogLevel, destination?: DestinationStream, format: LogFormat = 'json'): Logger {
  const out = destination ?? pino.destination({ dest: 1, sync: true });
  return pino(
    {
      level,
      base: { service },
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    format === 'pretty' ? prettyDestination(out) : out,
  );
}
