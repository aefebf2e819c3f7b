import { z } from 'zod';
import type { PlanId } from '@bolo/contracts';

/**
 * The offline emulator's fixed values (tools/stripe-emulator serves them). They are test-mode
 * values of no account: the emulator accepts any `sk_test_` key and signs with this secret.
 */
export const EMULATOR_DEFAULTS = {
  secretKey: 'sk_test_emulator_bolo_local_only',
  webhookSecret: 'whsec_emulator_bolo_local_only',
  prices: { monthly: 'price_bolo_monthly', annual: 'price_bolo_annual' } as Record<PlanId, string>,
  port: 12111,
  apiUrl: 'http://127.0.0.1:12111',
} as const;

export const DEFAULT_APP_URL = 'http://localhost:4200';

export type BillingMode = 'stripe' | 'emulator';

export interface BillingConfig {
  mode: BillingMode;
  secretKey: string;
  webhookSecret: string;
  prices: Record<PlanId, string>;
  /** Emulator mode only: where the SDK sends its requests (its host/port/protocol options). */
  apiUrl: string | null;
  /** Public origin of the site: success, cancel and portal return addresses. */
  appUrl: string;
}

/** Bad billing configuration (loadBillingConfig); the message lists every problem. */
export class BillingConfigError extends Error {}

/** Empty variables behave as unset, as in the server kit's loader. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);
const httpUrl = (name: string) =>
  z.string().refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `${name} must be a URL starting with http:// or https://`);

/**
 * The billing variables, one zod schema each, to spread into a process's `defineConfig({ variables })`
 * (server kit) next to `billingConfigProblems` as rules and `buildBillingConfig` in build.
 */
export const BILLING_VARIABLES = {
  BILLING_MODE: unsetIfEmpty(z.enum(['emulator', 'stripe'], { error: 'BILLING_MODE must be emulator or stripe' }).optional()),
  STRIPE_SECRET_KEY: unsetIfEmpty(z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...)').optional()),
  STRIPE_WEBHOOK_SECRET: unsetIfEmpty(z.string().regex(/^whsec_[A-Za-z0-9_]+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)').optional()),
  STRIPE_PRICE_MONTHLY: unsetIfEmpty(z.string().regex(/^price_[A-Za-z0-9_]+$/, 'STRIPE_PRICE_MONTHLY must be a price id (price_...)').optional()),
  STRIPE_PRICE_ANNUAL: unsetIfEmpty(z.string().regex(/^price_[A-Za-z0-9_]+$/, 'STRIPE_PRICE_ANNUAL must be a price id (price_...)').optional()),
  STRIPE_API_URL: unsetIfEmpty(httpUrl('STRIPE_API_URL').optional()),
  APP_URL: unsetIfEmpty(httpUrl('APP_URL').optional()),
};

type BillingVariables = typeof BILLING_VARIABLES;
export type BillingEnv = { [K in keyof BillingVariables]: z.output<BillingVariables[K]> } & { NODE_ENV?: string };

/** Without BILLING_MODE: real Stripe when a key other than the emulator's is given, else the emulator. */
export function billingModeOf(env: Partial<BillingEnv>): BillingMode {
  if (env.BILLING_MODE) return env.BILLING_MODE;
  return env.STRIPE_SECRET_KEY && env.STRIPE_SECRET_KEY !== EMULATOR_DEFAULTS.secretKey ? 'stripe' : 'emulator';
}

/** Rules across the billing variables; each string is one problem (the server kit's `rules`). */
export function billingConfigProblems(env: Partial<BillingEnv>): string[] {
  const problems: string[] = [];
  const mode = billingModeOf(env);
  const production = env.NODE_ENV === 'production';
  if (mode === 'emulator') {
    if (production) problems.push('BILLING_MODE=emulator is not allowed in production: set BILLING_MODE=stripe with real Stripe values');
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_SECRET_KEY.startsWith('sk_test_')) problems.push('BILLING_MODE=emulator requires a test key (sk_test_...)');
  } else {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'] as const).filter((name) => !env[name]);
    if (missing.length > 0) problems.push(`BILLING_MODE=stripe requires ${missing.join(', ')}`);
    if (env.STRIPE_SECRET_KEY === EMULATOR_DEFAULTS.secretKey) problems.push("BILLING_MODE=stripe requires a real Stripe key, not the emulator's");
  }
  if (production && !env.APP_URL) problems.push('APP_URL must be set in production');
  return problems;
}

/** The validated variables as the gateway's configuration (call after `billingConfigProblems` found none). */
export function buildBillingConfig(env: Partial<BillingEnv>): BillingConfig {
  const mode = billingModeOf(env);
  const appUrl = (env.APP_URL ?? DEFAULT_APP_URL).replace(/\/+$/, '');
  if (mode === 'stripe') {
    return {
      mode,
      secretKey: env.STRIPE_SECRET_KEY ?? '',
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
      prices: { monthly: env.STRIPE_PRICE_MONTHLY ?? '', annual: env.STRIPE_PRICE_ANNUAL ?? '' },
      apiUrl: null,
      appUrl,
    };
  }
  return {
    mode,
    secretKey: env.STRIPE_SECRET_KEY ?? EMULATOR_DEFAULTS.secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? EMULATOR_DEFAULTS.webhookSecret,
    prices: { monthly: env.STRIPE_PRICE_MONTHLY ?? EMULATOR_DEFAULTS.prices.monthly, annual: env.STRIPE_PRICE_ANNUAL ?? EMULATOR_DEFAULTS.prices.annual },
    apiUrl: (env.STRIPE_API_URL ?? EMULATOR_DEFAULTS.apiUrl).replace(/\/+$/, ''),
    appUrl,
  };
}

/** A test-mode key (the emulator's, or Stripe's `sk_test_`/`rk_test_`): nothing charged is real money. */
export function isTestMode(config: Pick<BillingConfig, 'secretKey'>): boolean {
  return /^(sk|rk)_test_/.test(config.secretKey);
}

/**
 * Reads the billing variables on their own (for a process that does not compose them into its
 * server-kit config); every problem is listed at once.
 */
export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  const values: Record<string, unknown> = { NODE_ENV: env.NODE_ENV };
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(BILLING_VARIABLES)) {
    const parsed = schema.safeParse(env[name]);
    if (parsed.success) values[name] = parsed.data;
    else problems.push(...parsed.error.issues.map((issue) => (issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`)));
  }
  const typed = values as Partial<BillingEnv>;
  problems.push(...billingConfigProblems(typed));
  if (problems.length > 0) throw new BillingConfigError(`Invalid configuration: ${[...new Set(problems)].join('; ')}`);
  return buildBillingConfig(typed);
}
