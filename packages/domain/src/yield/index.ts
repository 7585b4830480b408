export * from './adjusted.ts';
export * from './dates.ts';
export * from './periods.ts';
export * from './money-fund.ts';
export * from './downsample.ts';
export * from './risk-metrics.ts';
export * from './comparison.ts';
export * from './decimal-order.ts';
