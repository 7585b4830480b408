export * from './contact.ts';
export * from './limits.ts';
export * from './texts.ts';
export * from './care-mode.ts';
