export * from './xirr.ts';
export * from './bill-totals.ts';
export * from './income-periods.ts';
export * from './texts.ts';
