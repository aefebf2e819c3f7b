import { BillingConfigError, DEFAULT_APP_URL, EMULATOR_DEFAULTS, loadBillingConfig } from './config';

const REAL = {
  BILLING_MODE: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_51Abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_MONTHLY: 'price_m1',
  STRIPE_PRICE_ANNUAL: 'price_a1',
};

describe('the billing configuration', () => {
  it('uses the offline emulator by default in development', () => {
    expect(loadBillingConfig({})).toEqual({
      mode: 'emulator',
      secretKey: EMULATOR_DEFAULTS.secretKey,
      webhookSecret: EMULATOR_DEFAULTS.webhookSecret,
      prices: { monthly: 'price_bolo_monthly', annual: 'price_bolo_annual' },
      apiUrl: 'http://127.0.0.1:12111',
      appUrl: DEFAULT_APP_URL,
    });
    expect(EMULATOR_DEFAULTS.secretKey.startsWith('sk_test_')).toBe(true);
  });

  it('treats empty variables as unset and reads the emulator address and the site origin', () => {
    expect(loadBillingConfig({ BILLING_MODE: '', STRIPE_SECRET_KEY: '', STRIPE_API_URL: 'http://127.0.0.1:5212/', APP_URL: 'http://localhost:5200/' })).toMatchObject({
      mode: 'emulator',
      apiUrl: 'http://127.0.0.1:5212',
      appUrl: 'http://localhost:5200',
    });
  });

  it('uses real Stripe with every value given', () => {
    expect(loadBillingConfig(REAL)).toEqual({
      mode: 'stripe',
      secretKey: 'sk_test_51Abc',
      webhookSecret: 'whsec_abc',
      prices: { monthly: 'price_m1', annual: 'price_a1' },
      apiUrl: null,
      appUrl: DEFAULT_APP_URL,
    });
    // A real key alone means real Stripe, so the missing values are reported rather than emulated.
    expect(() => loadBillingConfig({ STRIPE_SECRET_KEY: 'sk_test_51Abc' })).toThrow('BILLING_MODE=stripe requires STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL');
  });

  it('refuses a live key with the emulator, and the emulator in production', () => {
    expect(() => loadBillingConfig({ BILLING_MODE: 'emulator', STRIPE_SECRET_KEY: 'sk_live_123' })).toThrow('BILLING_MODE=emulator requires a test key (sk_test_...)');
    expect(() => loadBillingConfig({ NODE_ENV: 'production' })).toThrow(
      new BillingConfigError(
        'Invalid configuration: BILLING_MODE=emulator is not allowed in production: set BILLING_MODE=stripe with real Stripe values; APP_URL must be set in production',
      ),
    );
    expect(loadBillingConfig({ ...REAL, NODE_ENV: 'production', APP_URL: 'https://bolo.example' }).mode).toBe('stripe');
    expect(() => loadBillingConfig({ ...REAL, STRIPE_SECRET_KEY: EMULATOR_DEFAULTS.secretKey })).toThrow("not the emulator's");
  });

  it('lists every malformed variable at once', () => {
    expect(() => loadBillingConfig({ BILLING_MODE: 'fake', STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'abc', STRIPE_PRICE_MONTHLY: 'monthly', STRIPE_API_URL: 'ftp://x' })).toThrow(
      'Invalid configuration: BILLING_MODE must be emulator or stripe; STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...); ' +
        'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...); STRIPE_PRICE_MONTHLY must be a price id (price_...); STRIPE_API_URL must be a URL starting with http:// or https://',
    );
  });
});
