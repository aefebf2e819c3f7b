/** Fixed-window limits. Counters live in Redis so every API replica shares them. */
export interface RateLimitPolicy {
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  /** Failed sign-ins for one username from one address (successes are refunded). */
  signInPerAccount: { limit: 10, windowSeconds: 60 },
  /** Failed sign-ins from one address across usernames (credential stuffing). */
  signInPerIp: { limit: 100, windowSeconds: 60 },
  signUpPerIp: { limit: 20, windowSeconds: 60 },
  pageViewsPerIp: { limit: 120, windowSeconds: 60 },
  /** Reset e-mails to one address (known or not, so the limit reveals nothing): stops mail-bombing a member. */
  forgotPasswordPerAddress: { limit: 5, windowSeconds: 3600 },
  /** Reset requests from one address across e-mail addresses (probing, mass mailing). */
  forgotPasswordPerIp: { limit: 30, windowSeconds: 3600 },
  /** Checkout sessions from one address (each one is a call to Stripe; visitors may start them). */
  checkoutPerIp: { limit: 30, windowSeconds: 60 },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;
