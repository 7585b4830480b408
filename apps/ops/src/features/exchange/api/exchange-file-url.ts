import type { ExchangeDirectionCode } from '@fund-direct/domain/contracts/ops';
import { OPS_API_BASE } from '@/lib/http.ts';

// GET /api/ops/exchange/days/:date/files/:direction/:name: the file's bytes, downloaded by the browser itself (the
// session cookie goes along on a same-origin link).
export function exchangeFileUrl(date: string, direction: ExchangeDirectionCode, name: string): string {
  return `${OPS_API_BASE}/exchange/days/${encodeURIComponent(date)}/files/${direction}/${encodeURIComponent(name)}`;
}
