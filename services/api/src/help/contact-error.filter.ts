import { ArgumentsHost, Catch, Injectable } from '@nestjs/common';
import type { ContactErrorResponse } from '@bolo/contracts';
import type { Response } from 'express';
import { HttpErrorFilter } from '../http/http-error.filter';

/**
 * The contact form reads `success` and `error` (admin-side §7). Its route's errors (validation,
 * rate limit, a dependency down) leave as every API error does, `{ message, code? }` with the same
 * status and headers from HttpErrorFilter, plus `success: false` and `error` (the message).
 */
@Catch()
@Injectable()
export class ContactErrorFilter extends HttpErrorFilter {
  override catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const json = res.json.bind(res);
    res.json = (body: unknown) => json(asContactFailure(body));
    super.catch(exception, host);
  }
}

export function asContactFailure(body: unknown): ContactErrorResponse | unknown {
  if (typeof body !== 'object' || body === null || typeof (body as { message?: unknown }).message !== 'string') return body;
  const error = body as { message: string };
  return { ...error, success: false, error: error.message };
}
