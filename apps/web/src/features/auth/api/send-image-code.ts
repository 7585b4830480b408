import { imageCodeSendResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/serve/image-code/send: a fresh code each time (never cached).
export function sendImageCode() {
  return http.post('/serve/image-code/send', {}, { schema: imageCodeSendResponse, noLoading: true });
}
