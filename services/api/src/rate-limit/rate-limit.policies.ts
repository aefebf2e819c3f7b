import { ADMIN_MESSAGES, CONTACT_MESSAGES_PER_HOUR, PROPOSAL_MESSAGES, PROPOSALS_PER_HOUR } from '@bolo/contracts';
import { STORE_PACK_FULL_PER_DAY, STORE_PACK_MESSAGES, STORE_PACK_SYNCS_PER_DAY } from '@bolo/contracts';
import { COMMENT_API_MESSAGES, COMMENT_POSTS_PER_10_MINUTES, COMMENT_POSTS_PER_DAY, COMMENT_REPORTS_PER_HOUR } from '@bolo/contracts';
import type { ApiSettings } from '../config/app-config';

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
  /** Wrong current passwords on change-password, per account (the right one is refunded). */
  changePasswordPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  signUpPerIp: { limit: 20, windowSeconds: 60 },
  pageViewsPerIp: { limit: 120, windowSeconds: 60 },
  /** Blog view counts from one address (each new visitor key is a Redis key for a day): far above a reader's pace. */
  blogViewsPerIp: { limit: 120, windowSeconds: 60 },
  /** Reset e-mails to one address (known or not, so the limit reveals nothing): stops mail-bombing a member. */
  forgotPasswordPerAddress: { limit: 5, windowSeconds: 3600 },
  /** Reset requests from one address across e-mail addresses (probing, mass mailing). */
  forgotPasswordPerIp: { limit: 30, windowSeconds: 3600 },
  /** Checkout sessions from one address (each one is a call to Stripe; visitors may start them). */
  checkoutPerIp: { limit: 30, windowSeconds: 60 },
  /** Contact messages from one address (each one is an e-mail to support): counted once a message is valid. */
  contactPerIp: { limit: CONTACT_MESSAGES_PER_HOUR, windowSeconds: 3600 },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Anti-scraping budgets of one member, per account (admins have none). The terms forbid copying
 * the directory; a month's subscription could otherwise read all of it in about a thousand calls.
 * Each budget has a short window (generous for a person: a 24-card page every 5 s for 10 minutes
 * is 2,880 cards) and a daily one (625 pages of 24), so a script gets at most 15,000 cards a day,
 * a week for a 100,000-item catalogue, and the item pages (the profit details) far fewer.
 * Directory pages count their cards (the `limit` asked for), so `limit=100` buys no speed.
 * docs/decisions.md "Scraping limits" has the numbers' reasoning.
 */
export const MEMBER_BUDGETS = {
  directoryCards: [
    { limit: 3_000, windowSeconds: 10 * 60 },
    { limit: 15_000, windowSeconds: 24 * 60 * 60 },
  ],
  itemReads: [
    { limit: 150, windowSeconds: 10 * 60 },
    { limit: 1_000, windowSeconds: 24 * 60 * 60 },
  ],
  saves: [
    { limit: 60, windowSeconds: 10 * 60 },
    { limit: 300, windowSeconds: 24 * 60 * 60 },
  ],
} satisfies Record<string, RateLimitPolicy[]>;

export type MemberBudgetName = keyof typeof MEMBER_BUDGETS;

/** A window whose limit comes from configuration, with the message its 429 carries. */
export interface ConfiguredLimit extends RateLimitPolicy {
  message: string;
}

/**
 * Per-account limits on calls that cost money, counted by user id for everyone, admins included
 * (an admin's script spends the same provider budget as anyone's). Longest window first, so that
 * a spent day is reported as such rather than as a busy minute.
 *
 * `aiGenerate` is the one policy of every caller of the AI generator: the admin add form today,
 * member proposals when they use it, sharing one account's minute and day. The minute stops a
 * script or a stuck button (10 is several times a careful person's pace of reading and editing
 * what came back); the day bounds the bill per account. Numbers: AI_GENERATE_PER_MINUTE and
 * AI_GENERATE_DAILY_LIMIT (docs/decisions.md).
 */
export const USER_LIMITS = {
  aiGenerate: (config: Pick<ApiSettings, 'aiGeneratePerMinute' | 'aiGenerateDailyLimit'>): ConfiguredLimit[] => [
    { limit: config.aiGenerateDailyLimit, windowSeconds: 24 * 60 * 60, message: ADMIN_MESSAGES.generateDailyLimit(config.aiGenerateDailyLimit) },
    { limit: config.aiGeneratePerMinute, windowSeconds: 60, message: ADMIN_MESSAGES.generateTooFast(config.aiGeneratePerMinute) },
  ],
  /** Member proposals (POST /api/bolo-items/create by a non-admin): each is a draft an admin must review. */
  proposals: (): ConfiguredLimit[] => [{ limit: PROPOSALS_PER_HOUR, windowSeconds: 60 * 60, message: PROPOSAL_MESSAGES.tooMany }],
  /** Posting comments (POST /api/comments), everyone included: a burst a person never reaches, and a day. */
  commentPosts: (): ConfiguredLimit[] => [
    { limit: COMMENT_POSTS_PER_DAY, windowSeconds: 24 * 60 * 60, message: COMMENT_API_MESSAGES.postDailyLimit },
    { limit: COMMENT_POSTS_PER_10_MINUTES, windowSeconds: 10 * 60, message: COMMENT_API_MESSAGES.postTooFast },
  ],
  /** Full store packs (the whole paid catalogue) per account: a reinstall or a second phone, never a distribution. */
  storePackFull: (): ConfiguredLimit[] => [{ limit: STORE_PACK_FULL_PER_DAY, windowSeconds: 24 * 60 * 60, message: STORE_PACK_MESSAGES.fullDailyLimit }],
  /** Store pack syncs (what changed since the last one) per account. */
  storePackSyncs: (): ConfiguredLimit[] => [{ limit: STORE_PACK_SYNCS_PER_DAY, windowSeconds: 24 * 60 * 60, message: STORE_PACK_MESSAGES.syncDailyLimit }],
  /** Reporting comments: three reports hide a comment, so one account must not sweep a thread. */
  commentReports: (): ConfiguredLimit[] => [{ limit: COMMENT_REPORTS_PER_HOUR, windowSeconds: 60 * 60, message: COMMENT_API_MESSAGES.reportTooFast }],
} satisfies Record<string, (config: ApiSettings) => ConfiguredLimit[]>;

export type UserLimitName = keyof typeof USER_LIMITS;
