import { fundReportImportPayload } from '@fund-direct/domain/contracts/ops';
import { proposalHandler } from '../approval/proposal-handler.public.ts';
import { markFundDataChanged } from './fund-cache.ts';
import { applyReportImport } from './fund-report-console.service.ts';

// 'fund.report.import': the checker's approval writes the file's reports and closes in its transaction (all or none);
// then the fund pages, the screener's sizes and the benchmark lines are computed again (fund-cache.ts).
export const fundReportImportHandler = proposalHandler({
  kind: 'fund.report.import',
  payload: fundReportImportPayload,
  apply: (tx, payload, { now }) => applyReportImport(tx, payload, now),
  afterCommit() {
    markFundDataChanged();
  },
});
