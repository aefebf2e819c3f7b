import { ConfigError } from '@bolo/server-kit';
import { loadApiConfig } from './app-config';

// The shared variables (DATABASE_URL, REDIS_URL, prefixes, LOG_LEVEL) are tested with the loader in libs/server-kit.
describe('the API configuration', () => {
  // Real Stripe values (test mode): production refuses the emulator (libs/billing config).
  const stripe = {
    BILLING_MODE: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_abc123',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    STRIPE_PRICE_MONTHLY: 'price_monthly1',
    STRIPE_PRICE_ANNUAL: 'price_annual1',
    APP_URL: 'https://bolo.example',
  };
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/bolo', REDIS_URL: 'redis://cache:6379', EMAIL_LINK_SECRET: 'e'.repeat(32), ...stripe };

  it('has working development defaults', () => {
    expect(loadApiConfig({})).toMatchObject({
      port: 3000,
      allowedOrigins: ['http://localhost:4200', 'http://127.0.0.1:4200'],
      trustProxy: false,
      directoryCache: true,
      sessionSecret: expect.any(String),
      redisUrl: 'redis://127.0.0.1:6379',
      queuePrefix: 'bull',
    });
  });

  it('reads its own variables', () => {
    expect(
      loadApiConfig({ PORT: '8080', ALLOWED_ORIGINS: 'https://bolo.example, http://localhost:5200', TRUST_PROXY: '2', DIRECTORY_CACHE: 'off' }),
    ).toMatchObject({ port: 8080, allowedOrigins: ['https://bolo.example', 'http://localhost:5200'], trustProxy: 2, directoryCache: false });
    expect(loadApiConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(loadApiConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
  });

  it('reads the billing configuration: the emulator by default, real Stripe in production', () => {
    expect(loadApiConfig({}).billing).toMatchObject({ mode: 'emulator', apiUrl: 'http://127.0.0.1:12111' });
    expect(loadApiConfig({ ...production, SESSION_SECRET: 'x'.repeat(32) }).billing).toMatchObject({ mode: 'stripe', apiUrl: null, prices: { monthly: 'price_monthly1', annual: 'price_annual1' } });
    expect(() => loadApiConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/bolo', REDIS_URL: 'redis://cache:6379', SESSION_SECRET: 'x'.repeat(32), APP_URL: 'https://bolo.example' })).toThrow(
      'BILLING_MODE=emulator is not allowed in production',
    );
  });

  it('limits AI generation per account: 10 a minute and 200 a day unless configured', () => {
    expect(loadApiConfig({})).toMatchObject({ aiGeneratePerMinute: 10, aiGenerateDailyLimit: 200 });
    expect(loadApiConfig({ AI_GENERATE_PER_MINUTE: '3', AI_GENERATE_DAILY_LIMIT: '50' })).toMatchObject({ aiGeneratePerMinute: 3, aiGenerateDailyLimit: 50 });
    expect(() => loadApiConfig({ AI_GENERATE_PER_MINUTE: '0', AI_GENERATE_DAILY_LIMIT: 'lots' })).toThrow(
      new ConfigError('Invalid configuration: AI_GENERATE_PER_MINUTE must be a whole number of at least 1; AI_GENERATE_DAILY_LIMIT must be a whole number of at least 1'),
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadApiConfig({ PORT: '', TRUST_PROXY: '' })).toMatchObject({ port: 3000, trustProxy: false });
    expect(loadApiConfig({ HOST: '' }).host).toBeUndefined();
  });

  it('issue 16 finding 8: listens on every interface unless HOST names the one address to listen on', () => {
    // Unset: Node's default (every interface, IPv6 and IPv4), which containers need.
    expect(loadApiConfig({}).host).toBeUndefined();
    // `npm start` keeps the API, which believes X-Forwarded-For from loopback, to this machine.
    for (const host of ['127.0.0.1', '::1', '0.0.0.0', '::', '10.1.2.3']) expect(loadApiConfig({ HOST: host }).host).toBe(host);
    expect(loadApiConfig({ HOST: ' 127.0.0.1 ' }).host).toBe('127.0.0.1');
    // A name may resolve to another address than the one clients use (localhost to ::1 alone): refused.
    for (const host of ['localhost', 'api.example.com', '127.0.0.1:3000', 'http://127.0.0.1', '999.0.0.1']) {
      expect(() => loadApiConfig({ HOST: host })).toThrow(
        new ConfigError('Invalid configuration: HOST must be an IP address to listen on: 127.0.0.1 (this machine only), or 0.0.0.0 or :: (every interface)'),
      );
    }
  });

  it('requires a long session secret in production', () => {
    expect(() => loadApiConfig(production)).toThrow(
      new ConfigError('Invalid configuration: SESSION_SECRET is required in production and must be at least 32 characters'),
    );
    expect(loadApiConfig({ ...production, SESSION_SECRET: 'x'.repeat(32) })).toMatchObject({ isProduction: true, sessionSecret: 'x'.repeat(32) });
  });

  it('reports its problems and the shared ones in one error', () => {
    expect(() => loadApiConfig({ NODE_ENV: 'production', PORT: '70000', ALLOWED_ORIGINS: 'localhost:4200', DB_POOL_SIZE: 'many', EMAIL_LINK_SECRET: 'short', ...stripe })).toThrow(
      new ConfigError(
        'Invalid configuration: DB_POOL_SIZE must be a number from 1 to 200; PORT must be a port number (0-65535); ' +
          'ALLOWED_ORIGINS entry "localhost:4200" is not an origin like http://localhost:4200; ' +
          'DATABASE_URL and REDIS_URL must be set in production; SESSION_SECRET is required in production and must be at least 32 characters; ' +
          'EMAIL_LINK_SECRET is required in production and must be at least 32 characters',
      ),
    );
  });

  it('reads the support address the contact pages show, defaulting to the product one', () => {
    expect(loadApiConfig({}).supportEmail).toBe('support@bolodirectory.com');
    expect(loadApiConfig({ SUPPORT_EMAIL: 'help@example.com' }).supportEmail).toBe('help@example.com');
    expect(() => loadApiConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow('SUPPORT_EMAIL must be an e-mail address like support@example.com');
  });
});
