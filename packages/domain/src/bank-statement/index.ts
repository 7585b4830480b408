export * from './layouts.ts';
export * from './cells.ts';
export * from './parse.ts';
export * from './match.ts';
