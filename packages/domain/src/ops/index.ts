export * from './roles.ts';
export * from './permissions.ts';
export * from './proposals.ts';
export * from './audit-actions.ts';
export * from './staff-rules.ts';
export * from './content-publishing.ts';
export * from './id-review-rules.ts';
export * from './remittance-match.ts';
