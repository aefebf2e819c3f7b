// The shell's built files. Content-hashed files are cached for a year; the names that stay
// the same across releases are revalidated (ETag). Source maps are never served.
import path from 'node:path';
import express from 'express';
import type { Response } from 'express';

const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function staticFiles(distDir: string) {
  const router = express.Router();
  router.get(/\.map$/, (_req, res) => {
    res.status(404).type('text/plain').send('Not Found');
  });
  router.use(
    express.static(distDir, {
      index: false,
      etag: true,
      setHeaders(res: Response, file: string) {
        res.setHeader('Cache-Control', HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  return router;
}
