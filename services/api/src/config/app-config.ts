import { BILLING_VARIABLES, billingConfigProblems, buildBillingConfig, type BillingConfig } from '@bolo/billing';
import { DEFAULT_SUPPORT_EMAIL } from '@bolo/contracts';
import { defineConfig, EMAIL_LINK_VARIABLES, emailLinkConfigProblems, emailLinkSecret, optional, wholeNumber, type ServerConfig } from '@bolo/server-kit';
import { isIP } from 'node:net';
import { z } from 'zod';

const DEFAULT_ALLOWED_ORIGINS = 'http://localhost:4200,http://127.0.0.1:4200';
const DEFAULT_APP_URL = 'http://localhost:4200';
const MIN_PRODUCTION_SECRET_LENGTH = 32;
// Only good enough for a laptop: production refuses to start without a real secret.
const DEVELOPMENT_SESSION_SECRET = 'bolo-development-session-secret-not-for-production';
const PORT_MESSAGE = 'PORT must be a port number (0-65535)';
const HOST_MESSAGE = 'HOST must be an IP address to listen on: 127.0.0.1 (this machine only), or 0.0.0.0 or :: (every interface)';

const originList = z.string().transform((value, ctx) => {
  const origins = value.split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (!parsed || parsed.origin !== origin) {
      ctx.addIssue({ code: 'custom', message: `ALLOWED_ORIGINS entry "${origin}" is not an origin like http://localhost:4200` });
    }
  }
  return origins;
});

/** Express's `trust proxy`: true/false, a hop count, or addresses/subnets ('loopback', '10.0.0.0/8, ...'). */
const trustProxy = z.string().transform((value): boolean | number | string => {
  const v = value.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return value.trim();
});

/** The API's variables on top of the shared ones (DATABASE_URL, REDIS_URL, prefixes, LOG_LEVEL: @bolo/server-kit). */
export interface ApiSettings {
  port: number;
  /**
   * The address the API listens on (HOST). Unset: every interface, Node's default (`::` with IPv4
   * too, or 0.0.0.0 where IPv6 is off), which containers need. `npm start` sets 127.0.0.1: with
   * TRUST_PROXY set, only the proxy that names the client may reach the API's port.
   */
  host: string | undefined;
  sessionSecret: string;
  allowedOrigins: string[];
  trustProxy: boolean | number | string;
  /** 'off' answers every directory request from PostgreSQL (uncached benchmarks, debugging). */
  directoryCache: boolean;
  /** 'memory': the directory is answered from the catalogue held in memory (CatalogueIndex); 'sql': from PostgreSQL on every request. */
  directoryIndex: 'memory' | 'sql';
  /** Anti-scraping budgets per member (rate-limit.policies.ts); 'off' only for load benchmarks. */
  memberBudgets: boolean;
  /** The most directory answers the cache holds in Redis at once (oldest dropped first). */
  directoryCacheMaxEntries: number;
  /** Public origin of the site, without a trailing slash: the links in e-mails (password reset). */
  appUrl: string;
  /** Stripe or the offline emulator (@bolo/billing's variables: BILLING_MODE, STRIPE_*). */
  billing: BillingConfig;
  /** How long POST /api/generate-bolo waits for the worker's answer before a 504. */
  generateTimeoutMs: number;
  /** AI generations per account per minute and per 24 hours (USER_LIMITS.aiGenerate); each one may be a paid model call. */
  aiGeneratePerMinute: number;
  aiGenerateDailyLimit: number;
  /** Where contact messages go, shown on the contact, privacy and terms pages (GET /api/help/contact-info). */
  supportEmail: string;
  /** Checks the unsubscribe links the worker signs into e-mails (EMAIL_LINK_SECRET). */
  emailLinkSecret: string;
}

export type AppConfig = ServerConfig & ApiSettings;

export const loadApiConfig = defineConfig({
  variables: {
    PORT: optional(z.coerce.number({ error: PORT_MESSAGE }).int({ error: PORT_MESSAGE }).min(0, { error: PORT_MESSAGE }).max(65535, { error: PORT_MESSAGE }).default(3000)),
    // An address, not a name: a name such as `localhost` may resolve to ::1 alone, where clients of 127.0.0.1 cannot reach it.
    HOST: optional(z.string({ error: HOST_MESSAGE }).trim().refine((value) => isIP(value) !== 0, { error: HOST_MESSAGE }).optional()),
    SESSION_SECRET: optional(z.string().optional()),
    ALLOWED_ORIGINS: optional(originList.default(DEFAULT_ALLOWED_ORIGINS.split(','))),
    TRUST_PROXY: optional(trustProxy.default(false)),
    DIRECTORY_CACHE: optional(z.enum(['on', 'off'], { error: 'DIRECTORY_CACHE must be on or off' }).default('on')),
    DIRECTORY_INDEX: optional(z.enum(['memory', 'sql'], { error: 'DIRECTORY_INDEX must be memory or sql' }).default('memory')),
    MEMBER_BUDGETS: optional(z.enum(['on', 'off'], { error: 'MEMBER_BUDGETS must be on or off' }).default('on')),
    DIRECTORY_CACHE_MAX_ENTRIES: optional(wholeNumber('DIRECTORY_CACHE_MAX_ENTRIES', 1).default(1000)),
    GENERATE_TIMEOUT_MS: optional(wholeNumber('GENERATE_TIMEOUT_MS', 1).default(30_000)),
    AI_GENERATE_PER_MINUTE: optional(wholeNumber('AI_GENERATE_PER_MINUTE', 1).default(10)),
    AI_GENERATE_DAILY_LIMIT: optional(wholeNumber('AI_GENERATE_DAILY_LIMIT', 1).default(200)),
    SUPPORT_EMAIL: optional(z.string().trim().pipe(z.email({ error: 'SUPPORT_EMAIL must be an e-mail address like support@example.com' })).default(DEFAULT_SUPPORT_EMAIL)),
    ...BILLING_VARIABLES, // includes APP_URL (required in production)
    ...EMAIL_LINK_VARIABLES,
  },
  rules: (env) => [
    env.NODE_ENV === 'production' &&
      (env.SESSION_SECRET ?? '').length < MIN_PRODUCTION_SECRET_LENGTH &&
      `SESSION_SECRET is required in production and must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters`,
    ...billingConfigProblems(env),
    ...emailLinkConfigProblems(env),
  ],
  build: (env): ApiSettings => ({
    port: env.PORT,
    host: env.HOST,
    sessionSecret: env.SESSION_SECRET || DEVELOPMENT_SESSION_SECRET,
    allowedOrigins: env.ALLOWED_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    directoryCache: env.DIRECTORY_CACHE === 'on',
    directoryIndex: env.DIRECTORY_INDEX,
    directoryCacheMaxEntries: env.DIRECTORY_CACHE_MAX_ENTRIES,
    memberBudgets: env.MEMBER_BUDGETS === 'on',
    appUrl: (env.APP_URL ?? DEFAULT_APP_URL).replace(/\/+$/, ''),
    billing: buildBillingConfig(env),
    generateTimeoutMs: env.GENERATE_TIMEOUT_MS,
    aiGeneratePerMinute: env.AI_GENERATE_PER_MINUTE,
    aiGenerateDailyLimit: env.AI_GENERATE_DAILY_LIMIT,
    supportEmail: env.SUPPORT_EMAIL,
    emailLinkSecret: emailLinkSecret(env),
  }),
});

