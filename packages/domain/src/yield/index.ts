export * from './adjusted.ts';
export * from './dates.ts';
export * from './periods.ts';
export * from './money-fund.ts';
export * from './downsample.ts';
