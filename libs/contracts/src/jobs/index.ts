export * from './define-job';
export * from './item-card-variant';
export * from './billing-event';
export * from './send-email';
export * from './registry';
export * from './enqueue';
