// Shared contracts of the browser apps, the API and the worker. Pure TypeScript + zod only:
// this package is bundled into the browser as well, so no Node built-ins or framework code.
export * from './constants';
export * from './catalogue';
export * from './plans';
export * from './access';
export * from './items';
export * from './pagination';
export * from './auth';
export * from './queues';
export * from './admin';
export * from './images';
