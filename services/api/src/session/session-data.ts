import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user; the row itself is re-read on every request that needs it. */
    userId?: number;
  }
}
