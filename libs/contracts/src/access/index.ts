export * from './user';
export * from './access';
