export * from './decimal.ts';
export * from './rounding.ts';
export * from './fees.ts';
export * from './shares.ts';
