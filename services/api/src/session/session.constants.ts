export const SESSION_COOKIE_NAME = 'bolo.sid';
/** Sessions last 30 days and every request restarts the clock (rolling). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_STORE = Symbol('SESSION_STORE');
