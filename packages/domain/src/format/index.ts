export { EMPTY_DISPLAY } from './read-number.ts';
export * from './money.ts';
export * from './percent.ts';
export * from './capital.ts';
export * from './date.ts';
export * from './mask.ts';
export * from './color.ts';
