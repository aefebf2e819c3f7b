import type { LoggerService } from '@nestjs/common';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof LEVELS;

/** Extra fields merged into the log line; pass as the last argument of log/warn/error. */
export type LogFields = Record<string, unknown>;

function isFields(value: unknown): value is LogFields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Error);
}

/**
 * One JSON object per line on stdout, so logs can be filtered by field
 * (`jobId`, `outcome`, `durationMs`) rather than grepped as prose.
 */
export class JsonLogger implements LoggerService {
  constructor(
    private readonly minLevel: Level = 'info',
    private readonly service = 'worker',
    private readonly write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  ) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.emit('info', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.emit('warn', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.emit('error', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.emit('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.emit('debug', message, rest);
  }

  private emit(level: Level, message: unknown, rest: unknown[]): void {
    if (LEVELS[level] < LEVELS[this.minLevel]) return;
    const line: Record<string, unknown> = { time: new Date().toISOString(), level, service: this.service };
    // Nest passes the context as the last string argument, and a stack before it for errors.
    const args = [...rest];
    if (typeof args[args.length - 1] === 'string') line.context = args.pop();
    for (const arg of args) {
      if (isFields(arg)) Object.assign(line, arg);
      else if (arg instanceof Error) line.err = { message: arg.message, stack: arg.stack };
      else if (typeof arg === 'string' && arg.includes('\n')) line.stack = arg;
      else if (arg !== undefined) line.detail = arg;
    }
    if (message instanceof Error) {
      line.msg = message.message;
      line.err = { message: message.message, stack: message.stack };
    } else if (isFields(message)) {
      Object.assign(line, message);
    } else {
      line.msg = String(message);
    }
    this.write(JSON.stringify(line));
  }
}
