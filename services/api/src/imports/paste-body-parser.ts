import { IMPORT_MESSAGES, IMPORT_PASTE_MAX_BYTES } from '@bolo/contracts';
import { json, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { bodyParserError, refuseNonUtf8, type ParserError } from '../http/json-body';
import '../session/session-data';

/** Where the paste page posts (the API's global prefix included: mounted on Express directly). */
export const IMPORTS_PATH = '/api/admin/imports';

// JSON escaping (\n, \") makes the body larger than the CSV it carries; the CSV's own size is
// checked after parsing (ImportsService.submitPasted) against IMPORT_PASTE_MAX_BYTES.
const PASTE_BODY_LIMIT = 2 * IMPORT_PASTE_MAX_BYTES + 64 * 1024;

/**
 * The JSON body of a pasted import is larger than the API's default 100 kB limit. This parser
 * reads it for that one route, and only for a signed-in client (the admin guard decides the rest);
 * the global parser then leaves the already-read body alone.
 */
export function pasteBodyParser(): RequestHandler {
  const parse = json({ limit: PASTE_BODY_LIMIT, verify: refuseNonUtf8 });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || req.session?.userId === undefined) return next();
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const type = (error as { type?: string }).type;
      if (type === 'entity.too.large') return res.status(413).json({ message: IMPORT_MESSAGES.pasteTooLarge });
      return next(bodyParserError(error as ParserError));
    });
  };
}
