import { HttpException } from '@nestjs/common';
import { json, type NextFunction, type Request, type RequestHandler, type Response } from 'express';

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
};

/** The answer for a body parser's failure: its 4xx status and our message, never its text. */
export function bodyParserError(error: ParserError): HttpException {
  const status = error.status ?? error.statusCode ?? 400;
  return new HttpException({ message: (error.type && PARSER_MESSAGES[error.type]) || 'Bad request' }, status >= 400 && status < 500 ? status : 400);
}

/**
 * The API's JSON body parser, in place of Nest's (which then leaves the parsed body alone), so a
 * malformed body is answered by bodyParserError. It keeps the raw bytes on `req.rawBody`, as Nest's
 * `rawBody` option would, for the Stripe webhook's signature check.
 */
export function jsonBody(): RequestHandler {
  const parse = json({
    verify: (req, _res, buffer) => {
      (req as Request & { rawBody?: Buffer }).rawBody = buffer;
    },
  });
  return (req: Request, res: Response, next: NextFunction) => parse(req, res, (error?: unknown) => next(error ? bodyParserError(error as ParserError) : undefined));
}
