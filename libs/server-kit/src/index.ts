// The server kit: what the API and the worker (and migrate, seed and bench) compose instead of
// writing their own. See README.md for how a process puts it together.
export * from './config/server-config';
export * from './logging/logger';
export * from './logging/pretty';
export * from './logging/request-log';
export * from './logging/logging.module';
export * from './database/database.module';
export * from './redis/redis.module';
export * from './queues/job-queues';
export * from './queues/job-wait-errors';
export * from './images';
export * from './email-links/unsubscribe-token';
export * from './email-links/email-link-config';
export * from './preflight/preflight';
export * from './preflight/run-process';
export * from './testing/test-database';
export * from './testing/mail-inbox';
export * from './testing/processes';
export * from './testing/stripe-emulator-process';
export * from './server-kit.module';
