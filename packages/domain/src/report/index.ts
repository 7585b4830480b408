export * from './report-columns.ts';
export * from './report-problem.ts';
export * from './report-values.ts';
export * from './report-csv.ts';
export * from './report-checked.ts';
export * from './report-check.ts';
