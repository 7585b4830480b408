import { isTradingDay, previousTradingDay } from '@fund-direct/domain/calendar';
import type { NavGridFund, NavRowInput } from '@fund-direct/domain/contracts/ops';
import { NAV_TEMPLATE_HEADER, type NavProblem } from '@fund-direct/domain/nav';

export type NavCells = Pick<NavRowInput, 'unitNav' | 'accNav' | 'incomePer10k' | 'yield7dPercent'>;
export type NavCellField = keyof NavCells;

// The calendar covers a range of years; outside it no day can be chosen.
export function safeTradingDay(date: string): boolean {
  try {
    return isTradingDay(date);
  } catch {
    return false;
  }
}

// The day staff usually enter: today if a trading day, otherwise the trading day before.
export function defaultNavDate(today: string): string {
  if (safeTradingDay(today)) return today;
  try {
    return previousTradingDay(today);
  } catch {
    return today;
  }
}

// The rows staff filled in (any cell typed), in grid order; a file's own line numbers are kept.
export function filledRows(
  funds: readonly Pick<NavGridFund, 'fundCode'>[],
  cells: Record<string, NavCells>,
  lines: Record<string, number>,
): NavRowInput[] {
  const known = new Set(funds.map((f) => f.fundCode));
  const codes = [...funds.map((f) => f.fundCode), ...Object.keys(cells).filter((code) => !known.has(code))];
  return codes.flatMap((fundCode) => {
    const values = cells[fundCode];
    if (!values || !Object.values(values).some((v) => (v ?? '').trim() !== '')) return [];
    const line = lines[fundCode];
    return [{ fundCode, ...values, ...(line ? { line } : {}) }];
  });
}

export function problemsByFund(problems: readonly NavProblem[]): Map<string, NavProblem[]> {
  const byFund = new Map<string, NavProblem[]>();
  for (const problem of problems) byFund.set(problem.fundCode, [...(byFund.get(problem.fundCode) ?? []), problem]);
  return byFund;
}

// The CSV template: the header and one line per fund with its code and the day, NAV columns left to fill.
export function navTemplateCsv(funds: readonly Pick<NavGridFund, 'fundCode'>[], date: string): string {
  const lines = [NAV_TEMPLATE_HEADER.join(','), ...funds.map((f) => `${f.fundCode},${date},,,,`)];
  // A BOM so that Excel opens the Chinese header as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
