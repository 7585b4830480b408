import { mediaUploadResponse, type MediaUploadResponse } from '@fund-direct/domain/contracts/ops';
import { SUCCESS_CODE } from '@fund-direct/domain/errors';
import { OPS_API_BASE, OpsApiError } from '@/lib/http.ts';
import { handleUnauthorized } from '@/lib/unauthorized.ts';

// POST /api/ops/uploads (multipart field `file`): the server decides from the bytes whether it is an image or a PDF.
export async function uploadMedia(file: File): Promise<MediaUploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${OPS_API_BASE}/uploads`, { method: 'POST', credentials: 'same-origin', body: form });
  } catch {
    throw new OpsApiError('network', 'NETWORK', '网络异常，请检查网络连接后重试');
  }
  const envelope = (await response.json().catch(() => null)) as { code?: string; msg?: string; data?: unknown } | null;
  if (response.status === 401) {
    handleUnauthorized();
    throw new OpsApiError('unauthorized', envelope?.code ?? '401', envelope?.msg ?? '登录已失效，请重新登录', 401);
  }
  if (!envelope || envelope.code !== SUCCESS_CODE) {
    throw new OpsApiError('business', envelope?.code ?? String(response.status), envelope?.msg ?? '上传失败，请稍后重试', response.status);
  }
  return mediaUploadResponse.parse(envelope.data);
}
