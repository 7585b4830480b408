import { navGridResponse } from '@fund-direct/domain/contracts/ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

// GET /api/ops/navs?date=: every fund with its previous NAV and the day's (published or waiting for review).
export const navGridOptions = (date: string) =>
  queryOptions({
    queryKey: ['ops', 'navs', date],
    queryFn: ({ signal }) => opsRequest('/navs', { params: { date }, schema: navGridResponse, signal }),
  });

export function useNavGrid(date: string) {
  return useQuery(navGridOptions(date));
}
