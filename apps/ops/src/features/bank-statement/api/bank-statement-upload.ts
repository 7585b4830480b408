import { bankStatementImportResponse } from '@fund-direct/domain/contracts/ops';
import { SUCCESS_CODE } from '@fund-direct/domain/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OPS_API_BASE, OpsApiError } from '@/lib/http.ts';
import { handleUnauthorized } from '@/lib/unauthorized.ts';
import { BANK_STATEMENT_QUERY_ROOT } from './bank-statements.ts';

// POST /api/ops/bank-statements (multipart: the file): the imported statement with its counts. A refused file's
// error keeps the envelope's data (the line and column the message names).
export async function uploadBankStatement({ file }: { file: File }) {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${OPS_API_BASE}/bank-statements`, { method: 'POST', credentials: 'same-origin', body: form });
  } catch {
    throw new OpsApiError('network', 'NETWORK', '网络异常，请检查网络连接后重试');
  }
  const envelope = (await response.json().catch(() => null)) as { code?: string; msg?: string; data?: unknown } | null;
  if (response.status === 401) {
    handleUnauthorized();
    throw new OpsApiError('unauthorized', envelope?.code ?? '401', envelope?.msg ?? '登录已失效，请重新登录', 401);
  }
  if (!envelope || envelope.code !== SUCCESS_CODE) {
    const kind = response.status === 403 ? 'forbidden' : 'business';
    throw new OpsApiError(
      kind,
      envelope?.code ?? String(response.status),
      envelope?.msg ?? '流水文件导入失败',
      response.status,
      envelope?.data,
    );
  }
  return bankStatementImportResponse.parse(envelope.data);
}

export function useUploadBankStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadBankStatement,
    onSettled: () => client.invalidateQueries({ queryKey: BANK_STATEMENT_QUERY_ROOT }),
  });
}
