import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Store, storage } from 'nestjs-pino/storage';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An incoming id is kept only if it is a short plain token; anything else could forge or flood log lines. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

type Request = IncomingMessage & { originalUrl?: string };
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface RequestLogOptions {
  /** Extra fields for the request's line, read when the response has finished (e.g. the signed-in user). */
  fields?: (req: Request) => Record<string, unknown>;
}

const STARTED = Symbol('requestStarted');

export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * pino-http as an Express middleware: one `request` line per finished request (method, path
 * without the query string — it may hold search text — status, duration), a request id on it
 * and on every log line written while the request is handled (Nest's Logger and PinoLogger
 * included), echoed in the `X-Request-Id` response header. Headers are never logged.
 */
export function requestLog(logger: Logger, options: RequestLogOptions = {}): Middleware {
  const fields = (req: Request, res: ServerResponse) => {
    const started = (res as ServerResponse & { [STARTED]?: bigint })[STARTED];
    const durationMs = started === undefined ? undefined : Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    return {
      method: req.method,
      path: (req.originalUrl ?? req.url ?? '').split('?')[0],
      status: res.statusCode,
      durationMs,
      ...options.fields?.(req),
    };
  };
  const httpLogger = pinoHttp<Request, ServerResponse>({
    logger,
    genReqId: requestId,
    // Bind only the request id to request-scoped loggers, never the request object with its headers.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    // Every finished request is an `info` line, as before; failures are logged by the error filter.
    customLogLevel: () => 'info',
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    customSuccessObject: (req, res) => fields(req, res),
    customErrorObject: (req, res) => fields(req, res),
  });
  return (req, res, next) => {
    (res as ServerResponse & { [STARTED]?: bigint })[STARTED] = process.hrtime.bigint();
    httpLogger(req, res);
    // What nestjs-pino's own middleware does: later code logs through the request's child logger.
    storage.run(new Store((req as Request & { log: Logger }).log), next);
  };
}
