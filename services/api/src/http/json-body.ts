import { TEXT_MESSAGES } from '@bolo/contracts';
import { HttpException } from '@nestjs/common';
import { json, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { isUtf8 } from 'node:buffer';

/** Errors raised by Express body parsers (http-errors): they carry a status and a `type`. */
export interface ParserError {
  status?: number;
  statusCode?: number;
  type?: string;
}

/** One plain message per parser failure: the parser's own text quotes fragments of the body. */
export const PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body',
  'entity.too.large': 'Request body too large',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
  'request.aborted': 'Request aborted',
  'entity.not.utf8': TEXT_MESSAGES.brokenText,
};

/** The answer for a body parser's failure: its 4xx status and our message, never its text. */
export function bodyParserError(error: ParserError): HttpException {
  const status = error.status ?? error.statusCode ?? 400;
  return new HttpException({ message: (error.type && PARSER_MESSAGES[error.type]) || 'Bad request' }, status >= 400 && status < 500 ? status : 400);
}

/**
 * A body parser's `verify` that refuses a body declared (or defaulted to) UTF-8 whose bytes are not
 * UTF-8: decoding would put U+FFFD in their place, as storing a lone surrogate would.
 */
export function refuseNonUtf8(_req: unknown, _res: unknown, buffer: Buffer, encoding: string): void {
  if (/^utf-?8$/i.test(encoding ?? '') && !isUtf8(buffer)) throw Object.assign(new Error('body is not UTF-8'), { status: 400, type: 'entity.not.utf8' });
}

/**
 * The API's JSON body parser, in place of Nest's (which then leaves the parsed body alone), so a
 * malformed body is answered by bodyParserError. It keeps the raw bytes on `req.rawBody`, as Nest's
 * `rawBody` option would, for the Stripe webhook's signature check, and refuses bytes that are not UTF-8.
 */
export function jsonBody(): RequestHandler {
  const parse = json({
    verify: (req, res, buffer, encoding) => {
      (req as Request & { rawBody?: Buffer }).rawBody = buffer;
      refuseNonUtf8(req, res, buffer, encoding);
    },
  });
  return (req: Request, res: Response, next: NextFunction) => parse(req, res, (error?: unknown) => next(error ? bodyParserError(error as ParserError) : undefined));
}
