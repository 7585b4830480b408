import { navUploadPreviewResponse } from '@fund-direct/domain/contracts/ops';
import { SUCCESS_CODE } from '@fund-direct/domain/errors';
import { useMutation } from '@tanstack/react-query';
import { OPS_API_BASE, OpsApiError } from '@/lib/http.ts';
import { handleUnauthorized } from '@/lib/unauthorized.ts';

// POST /api/ops/navs/upload-preview (multipart: the file and the chosen date): parsed rows, errors and flags.
export async function uploadNavFile({ file, date }: { file: File; date: string }) {
  const form = new FormData();
  form.append('date', date);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${OPS_API_BASE}/navs/upload-preview`, { method: 'POST', credentials: 'same-origin', body: form });
  } catch {
    throw new OpsApiError('network', 'NETWORK', '网络异常，请检查网络连接后重试');
  }
  const envelope = (await response.json().catch(() => null)) as { code?: string; msg?: string; data?: unknown } | null;
  if (response.status === 401) {
    handleUnauthorized();
    throw new OpsApiError('unauthorized', envelope?.code ?? '401', envelope?.msg ?? '登录已失效，请重新登录', 401);
  }
  if (!envelope || envelope.code !== SUCCESS_CODE) {
    throw new OpsApiError('business', envelope?.code ?? String(response.status), envelope?.msg ?? '文件校验失败', response.status);
  }
  return navUploadPreviewResponse.parse(envelope.data);
}

export function useUploadNavFile() {
  return useMutation({ mutationFn: uploadNavFile });
}
