import { useMutation } from '@tanstack/react-query';
import { fundReportPreviewResponse, type FundReportImportRequest } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

// POST /api/ops/fund-reports/preview: the uploaded file checked by the import's rules, nothing written.
export function previewFundReport(body: FundReportImportRequest) {
  return opsRequest('/fund-reports/preview', { method: 'POST', body, schema: fundReportPreviewResponse });
}

export function usePreviewFundReport() {
  return useMutation({ mutationFn: previewFundReport });
}
