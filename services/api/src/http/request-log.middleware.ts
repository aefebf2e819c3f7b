import type { NextFunction, Request, Response } from 'express';
import type { JsonLogger } from '../logging/json-logger';

/** One line per finished request. Query strings are left out: they may hold search text. */
export function requestLog(logger: JsonLogger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info('request', {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        userId: req.session?.userId,
      });
    });
    next();
  };
}
