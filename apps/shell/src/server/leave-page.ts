// The answer to a form post that goes on to another site (the payment provider's checkout).
// Not a 303: the pages' Content-Security-Policy says `form-action 'self'` (security-headers.ts),
// and browsers hold a form's redirects to that too, so a redirect to another origin would be
// refused. This page moves on by itself (a refresh is not a form's navigation) and offers a link.

export function leavePageHtml(url: string): string {
  const href = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<meta http-equiv="refresh" content="0;url=${href}">` +
    '<meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Continuing to checkout - BOLO Directory</title></head>' +
    `<body><main><h1>Continuing to checkout</h1><p><a href="${href}">Continue to the secure checkout page</a></p></main></body></html>`
  );
}
