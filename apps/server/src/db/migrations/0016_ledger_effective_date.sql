-- The daily-income step reads only the ledger rows effective on or after the day it values
-- (share_ledger where effective_date >= T); without this index it scanned the whole ledger every
-- trading day, a cost that grows with every order ever confirmed.
-- Kept in sync by hand with src/db/schema/trading.ts.
CREATE INDEX "share_ledger_effective_idx" ON "share_ledger" USING btree ("effective_date");
