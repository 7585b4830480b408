export * from './text-match.ts';
export * from './texts.ts';
export * from './word-starts.ts';
