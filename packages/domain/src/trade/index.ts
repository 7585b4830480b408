export * from './plan-schedule.ts';
export * from './order-rules.ts';
export * from './order-timeline.ts';
export * from './plan-status.ts';
export * from './plan-backtest.ts';
export * from './instant-redemption.ts';
