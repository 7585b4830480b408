export { EMPTY_DISPLAY } from './empty.ts';
export * from './magnitude.ts';
export * from './limit.ts';
export * from './money.ts';
export * from './percent.ts';
export * from './capital.ts';
export * from './date.ts';
export * from './mask.ts';
export * from './color.ts';
