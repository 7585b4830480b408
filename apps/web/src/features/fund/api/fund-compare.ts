import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fundCompareResponse, type FundCompareResponse, type NavChartPeriod } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/content/fund/compare?fundCodes=A,B&period=: silent, the page shows its own error state with a retry.
export function fetchFundCompare(fundCodes: readonly string[], period: NavChartPeriod): Promise<FundCompareResponse> {
  return http.get(
    '/content/fund/compare',
    { fundCodes: fundCodes.join(','), period },
    { noLoading: true, silent: true, schema: fundCompareResponse },
  );
}

export function fundCompareOptions(fundCodes: readonly string[], period: NavChartPeriod) {
  return queryOptions({
    queryKey: ['fund', 'compare', fundCodes.join(','), period],
    queryFn: () => fetchFundCompare(fundCodes, period),
    // A period switch keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useFundCompare(fundCodes: readonly string[], period: NavChartPeriod, enabled: boolean) {
  return useQuery({ ...fundCompareOptions(fundCodes, period), enabled });
}
