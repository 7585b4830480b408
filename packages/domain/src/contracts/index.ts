export * from './auth.ts';
export * from './fund.ts';
export * from './content.ts';
export * from './behaviour.ts';
export * from './search.ts';
