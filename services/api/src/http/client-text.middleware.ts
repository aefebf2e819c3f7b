import { BadRequestException, Injectable, NestMiddleware } from '@nestjs/common';
import { containsControlCharacter, TEXT_MESSAGES } from '@bolo/contracts';
import type { NextFunction, Request, Response } from 'express';

/** Server-to-server payloads whose text is not a person's input (Stripe signs its own events). */
const EXEMPT_PATHS = new Set(['/api/stripe/webhook']);

/**
 * The shared text rule (libs/contracts), applied once to every query string and parsed body
 * before any guard or handler reads them: sign-in's strategy and the page-view beacon read their
 * input without a schema. Multipart fields arrive later and are checked by ZodValidationPipe.
 */
@Injectable()
export class ClientTextMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    if (EXEMPT_PATHS.has(req.baseUrl + req.path) || EXEMPT_PATHS.has(req.originalUrl.split('?')[0])) return next();
    if (containsControlCharacter(req.query) || containsControlCharacter(req.body)) {
      throw new BadRequestException({ message: TEXT_MESSAGES.controlCharacters });
    }
    next();
  }
}
