// What other modules use of ta: the batch and demo days (its SQL pieces are in ta-sql.public.ts).
export { placePlanDeductions, priceDayUncommitted, runTaBatch, TA_STEPS, TaBatchError, type TaStepReport } from './ta-batch.ts';
export { FAIL_REASONS } from './fail-reasons.ts';
export { confirmWithBuiltInBatch, lastNavTradingDate, simulateTradingDays, type ConfirmDay } from './ta-simulate.ts';
