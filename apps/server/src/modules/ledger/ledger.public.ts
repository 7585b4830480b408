// What other modules use of ledger: share freezes, the SQL fragments the batch shares, open lots, holdings rebuild.
export { freezeShares, lockHolding, unfreezeOrderShares } from './freeze.ts';
export { LEDGER_ORDER_CONFLICT, LEDGER_REF_CONFLICT, LEDGER_RETURNING, holdingUpsertCte, lotInsertCte } from './ledger-sql.ts';
export { openLotsForFees, type FeeLot } from './open-lots.repository.ts';
export { rebuildHoldings } from './rebuild-holdings.ts';
