export * from './routes.ts';
export * from './user-state.ts';
export * from './chain.ts';
export * from './account-menu.ts';
export * from './personal-only.ts';
