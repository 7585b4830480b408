import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fundBacktestResponse, type FundBacktestResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/content/fund/backtest: silent, the panel shows the error under its form.
export type FundBacktestParams = Record<string, string>;

export function fetchFundBacktest(params: FundBacktestParams): Promise<FundBacktestResponse> {
  return http.get('/content/fund/backtest', params, { noLoading: true, silent: true, schema: fundBacktestResponse });
}

export function fundBacktestOptions(params: FundBacktestParams) {
  return queryOptions({
    queryKey: ['content', 'fund-backtest', params],
    queryFn: () => fetchFundBacktest(params),
    // A new run keeps the previous figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useFundBacktest(params: FundBacktestParams | null) {
  return useQuery({ ...fundBacktestOptions(params ?? {}), enabled: params !== null });
}
