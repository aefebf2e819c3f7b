export * from './entities';
export * from './migrations';
export * from './data-source';
export * from './database-admin';
export * from './items';
export * from './repositories';
