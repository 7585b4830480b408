export * from './nav-columns.ts';
export * from './nav-problem.ts';
export * from './nav-thresholds.ts';
export * from './nav-values.ts';
export * from './nav-check.ts';
