import { ConfigError } from '@bolo/server-kit';
import { loadWorkerConfig } from './worker-config';

// The shared variables (DATABASE_URL, REDIS_URL, QUEUE_PREFIX, LOG_LEVEL) are tested with the loader in libs/server-kit.
describe('the worker configuration', () => {
  it('has the documented defaults', () => {
    expect(loadWorkerConfig({})).toMatchObject({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/bolo',
      redisUrl: 'redis://127.0.0.1:6379',
      queuePrefix: 'bull',
      concurrency: 2,
      lockDurationMs: 30_000,
      stalledIntervalMs: 30_000,
      maxStalledCount: 2,
      maxInputPixels: 50_000_000,
      sharpConcurrency: 0,
    });
  });

  it('reads numbers from the environment; the stalled check follows the lock duration', () => {
    const config = loadWorkerConfig({ WORKER_CONCURRENCY: '4', WORKER_LOCK_DURATION_MS: '3000', WORKER_SHARP_CONCURRENCY: '1' });
    expect(config).toMatchObject({ concurrency: 4, lockDurationMs: 3000, stalledIntervalMs: 3000, sharpConcurrency: 1 });
    expect(loadWorkerConfig({ WORKER_STALLED_INTERVAL_MS: '500' }).stalledIntervalMs).toBe(500);
  });

  it('reports every problem at once', () => {
    expect(() => loadWorkerConfig({ DATABASE_URL: 'mysql://x', WORKER_CONCURRENCY: '0', WORKER_MAX_INPUT_PIXELS: 'lots' })).toThrow(
      new ConfigError(
        'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql://; ' +
          'WORKER_CONCURRENCY must be a whole number of at least 1; WORKER_MAX_INPUT_PIXELS must be a whole number of at least 1',
      ),
    );
  });

  it('requires explicit addresses in production', () => {
    expect(() => loadWorkerConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError(
        'Invalid configuration: DATABASE_URL and REDIS_URL must be set in production; SMTP_URL must be set in production; ' +
          'BILLING_MODE=emulator is not allowed in production: set BILLING_MODE=stripe with real Stripe values; APP_URL must be set in production; ' +
          'EMAIL_LINK_SECRET is required in production and must be at least 32 characters',
      ),
    );
  });

  it('reads when the weekly digest goes out, refusing a day, hour or zone it cannot use', () => {
    expect(loadWorkerConfig({}).digest).toEqual({ day: 'monday', hour: 8, defaultTimeZone: 'America/New_York' });
    expect(loadWorkerConfig({ DIGEST_DAY: 'friday', DIGEST_HOUR: '17', DIGEST_TIME_ZONE: 'Europe/London' }).digest).toEqual({ day: 'friday', hour: 17, defaultTimeZone: 'Europe/London' });
    expect(() => loadWorkerConfig({ DIGEST_DAY: 'Friday', DIGEST_HOUR: '24', DIGEST_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      new ConfigError(
        'Invalid configuration: DIGEST_DAY must be a weekday in lower case: sunday, monday, tuesday, wednesday, thursday, friday, saturday; ' +
          'DIGEST_HOUR must be a number from 0 to 23; DIGEST_TIME_ZONE must be an IANA time zone such as America/New_York',
      ),
    );
  });

  it('sends e-mail to MailDev in development, and reads SMTP_URL and MAIL_FROM', () => {
    expect(loadWorkerConfig({})).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:1025', mailFrom: 'BOLO Directory <no-reply@bolo.local>' });
    expect(loadWorkerConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Shop <shop@example.com>' })).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Shop <shop@example.com>',
    });
    expect(() => loadWorkerConfig({ SMTP_URL: 'http://mail' })).toThrow('SMTP_URL must be a URL starting with smtp:// or smtps://');
  });

  it('reads the support address and the page-view retention, with defaults', () => {
    expect(loadWorkerConfig({})).toMatchObject({ supportEmail: 'support@bolodirectory.com', pageViewRetentionDays: 90 });
    expect(loadWorkerConfig({ SUPPORT_EMAIL: ' help@example.com ', PAGE_VIEW_RETENTION_DAYS: '30' })).toMatchObject({ supportEmail: 'help@example.com', pageViewRetentionDays: 30 });
    expect(() => loadWorkerConfig({ SUPPORT_EMAIL: 'support', PAGE_VIEW_RETENTION_DAYS: '0' })).toThrow(
      new ConfigError('Invalid configuration: SUPPORT_EMAIL must be an e-mail address like support@example.com; PAGE_VIEW_RETENTION_DAYS must be a number from 1 to 3650'),
    );
  });
});
