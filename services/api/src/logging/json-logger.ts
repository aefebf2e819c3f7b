import { LoggerService } from '@nestjs/common';
import type { LogLevel } from '../config/app-config';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type LogFields = Record<string, unknown>;

/**
 * One JSON object per line on stdout, so that log shippers need no parsing rules.
 * Also serves as Nest's logger, which calls log/warn/error with (message, ...context).
 */
export class JsonLogger implements LoggerService {
  constructor(private readonly level: LogLevel = 'info') {}

  info(msg: string, fields: LogFields = {}): void {
    this.write('info', msg, fields);
  }

  warning(msg: string, fields: LogFields = {}): void {
    this.write('warn', msg, fields);
  }

  failure(msg: string, fields: LogFields = {}): void {
    this.write('error', msg, fields);
  }

  // LoggerService (Nest internals): the last string argument is the context name.
  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, contextOf(rest));
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, contextOf(rest));
  }

  error(message: unknown, ...rest: unknown[]): void {
    const [stack] = rest;
    this.write('error', message, { ...contextOf(rest), ...(typeof stack === 'string' && rest.length > 1 ? { stack } : {}) });
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, contextOf(rest));
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, contextOf(rest));
  }

  private write(level: Exclude<LogLevel, 'silent'>, message: unknown, fields: LogFields): void {
    if (RANK[level] < RANK[this.level]) return;
    const msg = message instanceof Error ? message.message : typeof message === 'string' ? message : JSON.stringify(message);
    const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
    process.stdout.write(line + '\n');
  }
}

function contextOf(rest: unknown[]): LogFields {
  const last = rest[rest.length - 1];
  return typeof last === 'string' ? { context: last } : {};
}
