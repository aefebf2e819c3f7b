// Forms posted to the web server itself: every form a page renders posts to the page's own
// address, so one sent before the browser's scripts have started (or without them) arrives
// here instead of being lost. The server does what the app would (form-handlers.ts): on
// success it passes on the API's cookies and redirects (303) where the app would go (to another
// site through leave-page.ts); else it answers the same page with the message and what was
// typed (the form echo).
import express from 'express';
import type { FormEcho } from '@bolo/web';
import { apiCaller } from './api-call';
import { leavePageHtml } from './leave-page';
import { choosePlan, contact, forgotPassword, paymentAccount, resetPassword, signIn, signOut, signUp } from './form-handlers';
import type { FormHandler } from './form-handlers';

export interface FormPostsOptions {
  apiUrl: URL;
  /** Answers the page at the request's address, rendered with `echo`, in `status`. */
  page: (req: express.Request, res: express.Response, form: { echo: FormEcho; status: number }) => Promise<void>;
  log: (message: string) => void;
}

const FORMS: Record<string, FormHandler> = {
  '/login': signIn,
  '/signup': signUp,
  '/forgot-password': forgotPassword,
  '/reset-password': resetPassword,
  '/payment-success': paymentAccount,
  '/pricing': choosePlan,
  '/contact': contact,
  '/signout': signOut,
};

// Text fields only; the longest is the contact message (5,000 characters, percent-encoded).
const BODY_LIMIT = '64kb';

export function formPosts({ apiUrl, page, log }: FormPostsOptions): express.Router {
  const router = express.Router();
  const parse = express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 20 });
  for (const [path, handle] of Object.entries(FORMS)) {
    router.post(path, parse, (req, res, next) => {
      const post = { values: textFields(req.body), query: new URL(req.originalUrl, 'http://shell.invalid').searchParams, cookie: req.headers.cookie, api: apiCaller(apiUrl, req) };
      handle(post)
        .then(async (outcome) => {
          if (outcome.cookies.length > 0) res.append('Set-Cookie', outcome.cookies);
          if ('redirect' in outcome) {
            res.set('Cache-Control', 'no-store');
            if (outcome.redirect.startsWith('/')) res.redirect(303, outcome.redirect);
            else res.type('html').send(leavePageHtml(outcome.redirect));
            return;
          }
          await page(req, res, outcome);
        })
        .catch((error: unknown) => {
          log(`the ${path} form could not be handled: ${(error as Error).stack ?? error}`);
          next(error);
        });
    });
  }
  // A body too large or not parseable: back to the page, as a form post the server does not handle.
  router.use((error: { type?: string; status?: number }, req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (error.type && error.status && error.status < 500) {
      res.redirect(303, req.originalUrl);
      return;
    }
    next(error);
  });
  return router;
}

/** The posted fields that are text (a repeated field counts once, its first value). */
function textFields(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!body || typeof body !== 'object') return values;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') values[name] = first;
  }
  return values;
}
