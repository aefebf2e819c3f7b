import { z } from 'zod';
import { DEFAULT_PAGE_VIEW_RETENTION_DAYS, DEFAULT_SUPPORT_EMAIL } from '@bolo/contracts';
import { BILLING_VARIABLES, billingConfigProblems, buildBillingConfig, type BillingConfig } from '@bolo/billing';
import { defineConfig, EMAIL_LINK_VARIABLES, emailLinkConfigProblems, emailLinkSecret, optional, SERVER_CONFIG, urlWithScheme, wholeNumber, type ServerConfig } from '@bolo/server-kit';
import { isTimeZone } from '@bolo/contracts';
import { AI_VARIABLES, aiConfigProblems, buildAiConfig, type AiConfig } from '../ai/ai-config';

/** MailDev, which `npm start` runs; production must name its mail server. */
export const DEVELOPMENT_SMTP_URL = 'smtp://127.0.0.1:1025';
export const DEFAULT_MAIL_FROM = 'BOLO Directory <no-reply@bolo.local>';

/** The worker's variables on top of the shared ones (DATABASE_URL, REDIS_URL, QUEUE_PREFIX, LOG_LEVEL: @bolo/server-kit). */
export interface WorkerSettings {
  concurrency: number;
  /** How long a job stays owned by a worker without a lock renewal; a killed worker's job is re-run after it. */
  lockDurationMs: number;
  /** How often the stalled-job check runs; defaults to the lock duration. */
  stalledIntervalMs: number;
  /** How many times a job may be recovered after its worker died before it counts as failed (poison input). */
  maxStalledCount: number;
  /** Largest accepted source image in pixels (width × height); bigger inputs are rejected, not decoded. */
  maxInputPixels: number;
  /** libvips threads per image; 0 means one per CPU core. */
  sharpConcurrency: number;
  /** Where e-mail is sent (nodemailer's URL form: smtp[s]://user:pass@host:port). */
  smtpUrl: string;
  /** The From header of every e-mail. */
  mailFrom: string;
  /** Stripe or the offline emulator (@bolo/billing's variables), read by the billing queue. */
  billing: BillingConfig;
  /** Fetching an item picture from an admin-given address: whole-fetch deadline. */
  imageFetchTimeoutMs: number;
  /** Tests only (refused in production): lets the picture fetch reach private and loopback addresses. */
  imageFetchAllowPrivate: boolean;
  /** The `ai` queue's provider (AI_PROVIDER, OPENAI_*, AI_TIMEOUT_MS, AI_MAX_RETRIES: ai/ai-config.ts). */
  ai: AiConfig;
  /** Where contact form messages are e-mailed (Reply-To: the sender). */
  supportEmail: string;
  /** Raw page views older than this many whole UTC days are rolled into daily counts (the maintenance queue). */
  pageViewRetentionDays: number;
  /** Signs the unsubscribe links of the e-mails (the API checks them with the same secret). */
  emailLinkSecret: string;
  /** The weekly digest: the day and hour it arrives in each member's time zone, and the zone of members who never gave one. */
  digest: DigestSchedule;
}

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DigestSchedule {
  day: Weekday;
  hour: number;
  defaultTimeZone: string;
}

export type WorkerConfig = ServerConfig & WorkerSettings;

/** The worker's configuration, injected by this token (the server kit's). */
export const WORKER_CONFIG = SERVER_CONFIG;

export const loadWorkerConfig = defineConfig({
  variables: {
    WORKER_CONCURRENCY: optional(wholeNumber('WORKER_CONCURRENCY', 1).default(2)),
    WORKER_LOCK_DURATION_MS: optional(wholeNumber('WORKER_LOCK_DURATION_MS', 1).default(30_000)),
    WORKER_STALLED_INTERVAL_MS: optional(wholeNumber('WORKER_STALLED_INTERVAL_MS', 1).optional()),
    WORKER_MAX_STALLED_COUNT: optional(wholeNumber('WORKER_MAX_STALLED_COUNT', 1).default(2)),
    WORKER_MAX_INPUT_PIXELS: optional(wholeNumber('WORKER_MAX_INPUT_PIXELS', 1).default(50_000_000)),
    WORKER_SHARP_CONCURRENCY: optional(wholeNumber('WORKER_SHARP_CONCURRENCY', 0).default(0)),
    SMTP_URL: optional(urlWithScheme('SMTP_URL', ['smtp:', 'smtps:']).optional()),
    MAIL_FROM: optional(z.string().trim().min(3, 'MAIL_FROM must be an address like BOLO Directory <no-reply@example.com>').default(DEFAULT_MAIL_FROM)),

    WORKER_IMAGE_FETCH_TIMEOUT_MS: optional(wholeNumber('WORKER_IMAGE_FETCH_TIMEOUT_MS', 1).default(10_000)),
    WORKER_IMAGE_FETCH_ALLOW_PRIVATE: optional(z.enum(['true', 'false'], { error: 'WORKER_IMAGE_FETCH_ALLOW_PRIVATE must be true or false' }).default('false')),
    SUPPORT_EMAIL: optional(z.string().trim().pipe(z.email({ error: 'SUPPORT_EMAIL must be an e-mail address like support@example.com' })).default(DEFAULT_SUPPORT_EMAIL)),
    PAGE_VIEW_RETENTION_DAYS: optional(wholeNumber('PAGE_VIEW_RETENTION_DAYS', 1, 3650).default(DEFAULT_PAGE_VIEW_RETENTION_DAYS)),
    DIGEST_DAY: optional(z.enum(WEEKDAYS, { error: `DIGEST_DAY must be a weekday in lower case: ${WEEKDAYS.join(', ')}` }).default('monday')),
    DIGEST_HOUR: optional(wholeNumber('DIGEST_HOUR', 0, 23).default(8)),
    // Most members are North American resellers: 8 am Eastern unless their browser told us better.
    DIGEST_TIME_ZONE: optional(z.string().trim().refine(isTimeZone, { error: 'DIGEST_TIME_ZONE must be an IANA time zone such as America/New_York' }).default('America/New_York')),
    ...EMAIL_LINK_VARIABLES,

    ...BILLING_VARIABLES,
    ...AI_VARIABLES,
  },
  rules: (env) => [env.NODE_ENV === 'production' && !env.SMTP_URL && 'SMTP_URL must be set in production', ...billingConfigProblems(env),
    env.NODE_ENV === 'production' && env.WORKER_IMAGE_FETCH_ALLOW_PRIVATE === 'true' && 'WORKER_IMAGE_FETCH_ALLOW_PRIVATE is for tests only and not allowed in production', ...aiConfigProblems(env),
    ...emailLinkConfigProblems(env)],
  build: (env): WorkerSettings => ({
    concurrency: env.WORKER_CONCURRENCY,
    lockDurationMs: env.WORKER_LOCK_DURATION_MS,
    stalledIntervalMs: env.WORKER_STALLED_INTERVAL_MS ?? env.WORKER_LOCK_DURATION_MS,
    maxStalledCount: env.WORKER_MAX_STALLED_COUNT,
    maxInputPixels: env.WORKER_MAX_INPUT_PIXELS,
    sharpConcurrency: env.WORKER_SHARP_CONCURRENCY,
    smtpUrl: env.SMTP_URL ?? DEVELOPMENT_SMTP_URL,
    mailFrom: env.MAIL_FROM,
    billing: buildBillingConfig(env),
    imageFetchTimeoutMs: env.WORKER_IMAGE_FETCH_TIMEOUT_MS,
    imageFetchAllowPrivate: env.WORKER_IMAGE_FETCH_ALLOW_PRIVATE === 'true',
    ai: buildAiConfig(env),
    supportEmail: env.SUPPORT_EMAIL,
    pageViewRetentionDays: env.PAGE_VIEW_RETENTION_DAYS,
    emailLinkSecret: emailLinkSecret(env),
    digest: { day: env.DIGEST_DAY, hour: env.DIGEST_HOUR, defaultTimeZone: env.DIGEST_TIME_ZONE },
  }),
});
