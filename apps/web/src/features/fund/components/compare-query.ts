import { FUND_COMPARE_MAX, NAV_CHART_PERIODS, type NavChartPeriod } from '@fund-direct/domain/contracts';

const FUND_CODE = /^\d{6}$/;
export const DEFAULT_COMPARE_PERIOD: NavChartPeriod = '1y';

// ?codes=A,B,C: a hand-edited address keeps its well-formed codes, once each and at most four, so the request the
// page sends is always one the endpoint accepts.
export function readCompareCodes(search: URLSearchParams): string[] {
  const codes: string[] = [];
  for (const part of (search.get('codes') ?? '').split(',')) {
    const code = part.trim();
    if (FUND_CODE.test(code) && !codes.includes(code)) codes.push(code);
  }
  return codes.slice(0, FUND_COMPARE_MAX);
}

export function readComparePeriod(search: URLSearchParams): NavChartPeriod {
  const period = search.get('period');
  return (NAV_CHART_PERIODS as readonly string[]).includes(period ?? '') ? (period as NavChartPeriod) : DEFAULT_COMPARE_PERIOD;
}
