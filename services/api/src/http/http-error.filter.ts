import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { isErrorCode } from '@bolo/contracts';
import { isDatabaseUnavailable, isRedisUnavailable } from '@bolo/server-kit';
import type { Request, Response } from 'express';
import { ErrorBody, TooManyRequestsException } from './api-error';
import { bodyParserError, type ParserError } from './json-body';

/** PostgreSQL or Redis cannot be reached: a moment's outage, not a bug (fault tests cover it). */
const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
const SERVICE_UNAVAILABLE_RETRY_AFTER_S = 5;

/** Every error, ours or the framework's, leaves as JSON `{ message, code? }` with a fitting status. */
@Catch()
@Injectable()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    const { status, body } = describe(exception);

    if (status >= 500) {
      this.logger.error({
        msg: 'request failed',
        method: req.method,
        path: req.path,
        status,
        error: exception instanceof Error ? exception.message : String(exception),
        stack: exception instanceof Error ? exception.stack : undefined,
      });
    }
    if (res.headersSent) return;
    if (exception instanceof TooManyRequestsException) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    // A dependency down (not one of our own 503s): tell clients when a retry is worth it.
    if (status === HttpStatus.SERVICE_UNAVAILABLE && !(exception instanceof HttpException)) res.setHeader('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_S));
    // An error is about this moment: never kept, and never under the route's success caching.
    res.setHeader('Cache-Control', 'no-store');
    res.status(status).json(body);
  }
}

function describe(exception: unknown): { status: number; body: ErrorBody } {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { status, body: { message: response } };
    const { message, code } = response as { message?: unknown; code?: unknown };
    const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message;
    return { status, body: isErrorCode(code) ? { message: text, code } : { message: text } };
  }
  // Nest's own parsers (urlencoded) fail with http-errors: 4xx, answered with our message.
  const parser = exception as ParserError | null;
  const parserStatus = parser?.status ?? parser?.statusCode;
  if (parser && typeof parserStatus === 'number' && parserStatus >= 400 && parserStatus < 500) return describe(bodyParserError(parser));
  if (isDatabaseUnavailable(exception) || isRedisUnavailable(exception)) {
    return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { message: SERVICE_UNAVAILABLE_MESSAGE } };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: 'Internal server error' } };
}
