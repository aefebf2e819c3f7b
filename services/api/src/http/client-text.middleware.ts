import { BadRequestException, Injectable, NestMiddleware } from '@nestjs/common';
import { clientTextProblem, queryStringProblem } from '@bolo/contracts';
import type { NextFunction, Request, Response } from 'express';

/** Server-to-server payloads whose text is not a person's input (Stripe signs its own events). */
const EXEMPT_PATHS = new Set(['/api/stripe/webhook']);

/**
 * The shared input rules (libs/contracts/src/text), applied once to every request before any
 * guard or handler reads it: each query parameter given once, as plain text of whole characters
 * without control characters (checked on the raw query string, whatever Express's parser makes of
 * it), and the same text rules on every string of the parsed body. Sign-in's strategy and the
 * page-view beacon read their input without a schema. Multipart fields arrive later and are
 * checked by ZodValidationPipe.
 */
@Injectable()
export class ClientTextMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    const [path, ...search] = req.originalUrl.split('?');
    if (EXEMPT_PATHS.has(req.baseUrl + req.path) || EXEMPT_PATHS.has(path)) return next();
    const problem = queryStringProblem(search.join('?')) ?? clientTextProblem(req.body);
    if (problem) throw new BadRequestException({ message: problem });
    next();
  }
}
