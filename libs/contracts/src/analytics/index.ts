export * from './page-view';
export * from './dashboard';
