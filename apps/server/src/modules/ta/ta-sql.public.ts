// What other modules share of the batch's SQL: rounding fragments, the daily-income rule, business-code lists and the
// batch lock. Kept apart from ta.public.ts (the batch and demo days), which the reconciliation that follows a batch
// would otherwise import in a circle.
export { sqlExactDiv, sqlFen, sqlGross, sqlShares } from './sql-rounding.ts';
export { incomeCarrySql, incomeFlowCtes, incomeFundNavCte, incomeSql } from './steps/daily-income-rule.ts';
export { TA_BATCH_LOCK_KEY } from './ta-batch.ts';
export { AMOUNT_ORDER_CODES, CONVERT_CODES, P_T, REDEEM_CODES, codeList } from './ta-step.ts';
