export * from './gateway';
export * from './config';
export * from './stripe-mapping';
export * from './stripe-gateway';
