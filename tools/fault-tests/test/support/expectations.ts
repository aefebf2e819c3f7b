import type { Answer } from './client';

/** The API's answer while PostgreSQL or Redis is down: 503, a message a person can act on, a hint when to retry. */
export const UNAVAILABLE = { status: 503, body: { message: expect.stringMatching(/temporarily unavailable.*try again/i) } };

/** How long an answer may take while a dependency is down: an error page, not a hang. */
export const OUTAGE_ANSWER_MS = 3000;

/** The fields of an answer that matter to a client, for one readable comparison. */
export const seen = (answer: Answer) => ({ status: answer.status, body: answer.body });
