// Shared contracts of the browser apps, the API, the worker and the tools, one folder per
// feature: its request schemas, response types, messages, constants and error codes.
// Pure TypeScript + zod only: this package is bundled into the browser as well, so no Node
// built-ins or framework code.
export * from './constants';
export * from './messages';
export * from './errors';
export * from './access';
export * from './auth';
export * from './profile';
export * from './catalogue';
export * from './items';
export * from './item-form';
export * from './pagination';
export * from './saved-bolos';
export * from './comments';
export * from './blog';
export * from './admin';
export * from './analytics';
export * from './contact';
export * from './health';
export * from './images';
export * from './plans';
export * from './billing';
export * from './jobs';
export * from './text';
export * from './fees';
export * from './list-address';
export * from './store-pack';
export * from './saved-searches';
export * from './notifications';
