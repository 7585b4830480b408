export * from './patterns.ts';
export * from './id-card.ts';
export * from './trade-password.ts';
export * from './schemas.ts';
