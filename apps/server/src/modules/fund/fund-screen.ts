import type { FundListRequest, FundSummary } from '@fund-direct/domain/contracts';
import { toDecimal } from '@fund-direct/domain/money';
import { addMonths, compareDecimalText } from '@fund-direct/domain/yield';

// What the screener reads of a catalogue entry.
export interface ScreenedFund {
  summary: FundSummary;
  managementRate: string;
  managerIds: readonly string[];
  // The latest quarterly report's net assets in 元 (null without a report).
  netAssets: string | null;
  netAssetsDate: string | null;
}

const YI = 100_000_000;

type Match = (fund: ScreenedFund) => boolean;

// The tests a fund of the list must pass: §3's type, risk and status filters, the customer's own list, and the
// screener's return range, years since setup, manager, management rate and size. A fund without the figure a filter asks
// about (too young for the period) does not pass it.
export function screenFilters(request: FundListRequest, watchlist: readonly string[], today: string): Match[] {
  const matches: Match[] = [];
  if (request.fundListType === 'OWN') matches.push(({ summary }) => watchlist.includes(summary.fundcode));
  if (request.fundType) matches.push(({ summary }) => summary.fundType === request.fundType);
  if (request.riskLevel) matches.push(({ summary }) => summary.riskLevel === request.riskLevel);
  if (request.status) {
    const statuses: readonly string[] = [request.status].flat();
    matches.push(({ summary }) => statuses.includes(summary.status));
  }
  const period = request.yieldPeriod;
  if (period && (request.yieldMin !== undefined || request.yieldMax !== undefined)) {
    const { yieldMin: min, yieldMax: max } = request;
    const [minNumber, maxNumber] = [Number(min), Number(max)];
    matches.push(({ summary }) => {
      const value = summary.yields[period];
      if (value === null) return false;
      return (
        (min === undefined || compareDecimalText(min, value, minNumber) <= 0) &&
        (max === undefined || compareDecimalText(max, value, maxNumber) >= 0)
      );
    });
  }
  if (request.minYears !== undefined && request.minYears > 0) {
    const setupBy = addMonths(today, -12 * request.minYears);
    matches.push(({ summary }) => summary.setupDate !== null && summary.setupDate <= setupBy);
  }
  const manId = request.manId;
  if (manId) matches.push(({ managerIds }) => managerIds.includes(manId));
  if (request.maxManagementRate !== undefined) {
    const max = request.maxManagementRate;
    const maxNumber = Number(max);
    matches.push(({ managementRate }) => compareDecimalText(max, managementRate, maxNumber) >= 0);
  }
  // Fund size in 亿元 against net assets in 元, compared exactly; a fund without a report does not pass.
  if (request.sizeMin !== undefined || request.sizeMax !== undefined) {
    const inYuan = (yi: string | undefined) => (yi === undefined ? null : toDecimal(yi).times(YI).toFixed());
    const [min, max] = [inYuan(request.sizeMin), inYuan(request.sizeMax)];
    const [minNumber, maxNumber] = [Number(min), Number(max)];
    matches.push(({ netAssets }) => {
      if (netAssets === null) return false;
      return (
        (min === null || compareDecimalText(min, netAssets, minNumber) <= 0) &&
        (max === null || compareDecimalText(max, netAssets, maxNumber) >= 0)
      );
    });
  }
  return matches;
}
