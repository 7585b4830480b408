import { queryOptions, useQuery } from '@tanstack/react-query';
import { instantRoomResponse, type InstantRoomResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { TRADE_QUERY_ROOT } from '@/api/trade/trade-keys.ts';

// GET /api/trade/instant-room: what 快速取现 may still pay today (the customer's and the company's room) and the NAV.
export function fetchInstantRoom(fundCode: string): Promise<InstantRoomResponse> {
  return http.get('/trade/instant-room', { fundCode }, { noLoading: true, schema: instantRoomResponse });
}

export function instantRoomOptions(fundCode: string) {
  return queryOptions({
    queryKey: [...TRADE_QUERY_ROOT, 'instant-room', fundCode],
    queryFn: () => fetchInstantRoom(fundCode),
    // Every payout (of this customer or others) moves the room: asked again each time the page opens.
    staleTime: 0,
  });
}

export function useInstantRoom(fundCode: string, enabled: boolean) {
  return useQuery({ ...instantRoomOptions(fundCode), enabled });
}
