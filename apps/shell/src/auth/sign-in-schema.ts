// Sign-in's schema on its own, so the sign-in page can fetch it (and zod with it, about 19 KB)
// when the form is first sent rather than as part of the page's first load: the page already
// works before its scripts run, since the web server checks a form posted earlier with this same schema.
export { signInSchema } from '@bolo/contracts';
