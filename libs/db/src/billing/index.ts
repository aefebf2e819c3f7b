export * from './billing.repository';
export * from './subscription-state';
