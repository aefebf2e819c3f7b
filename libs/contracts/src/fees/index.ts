export * from './types';
export * from './platforms';
export * from './schedules';
export * from './shipping';
export * from './profit-target';
export * from './calculator';
export * from './item-profit';
