import { BLOG_LIMITS } from '@bolo/contracts';
import { json, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { bodyParserError, refuseNonUtf8, type ParserError } from '../http/json-body';
import '../session/session-data';

/** The back office's blog routes (the API's global prefix included: mounted on Express directly). */
export const ADMIN_BLOG_PATH = '/api/admin/blog';

// A post's markdown may be BLOG_LIMITS.contentMax characters, up to 3 bytes each in UTF-8 and
// longer once JSON-escaped, beside the other fields: more than the API's default 100 kB.
const BLOG_BODY_LIMIT = 8 * BLOG_LIMITS.contentMax + 64 * 1024;

/**
 * Reads the JSON body of a post write or preview, which may be larger than the API's default
 * limit, only for a signed-in client (the admin guard decides the rest); the global parser then
 * leaves the already-read body alone. Multipart forms are multer's (PictureUploadInterceptor).
 */
export function blogBodyParser(): RequestHandler {
  const parse = json({ limit: BLOG_BODY_LIMIT, verify: refuseNonUtf8 });
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'POST' && req.method !== 'PUT') || req.session?.userId === undefined) return next();
    parse(req, res, (error?: unknown) => next(error ? bodyParserError(error as ParserError) : undefined));
  };
}
