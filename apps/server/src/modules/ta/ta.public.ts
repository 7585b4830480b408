// What other modules use of ta: the batch and demo days (its SQL pieces are in ta-sql.public.ts).
export { runTaBatch, TA_STEPS } from './ta-batch.ts';
export { lastNavTradingDate, simulateTradingDays } from './ta-simulate.ts';
