export * from './text-match.ts';
export * from './texts.ts';
