export * from './define-job';
export * from './item-card-variant';
export * from './registry';
export * from './enqueue';
