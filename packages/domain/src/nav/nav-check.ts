import { isTradingDay } from '../calendar/exchange-calendar.ts';
import { MoneyDecimal } from '../money/decimal.ts';
import { parseIsoDate } from '../yield/dates.ts';
import type { CheckedNav, NavEntry, NavField, NumberedNavEntry } from './nav-columns.ts';
import { navProblem, type NavProblem } from './nav-problem.ts';
import { MONEY_FUND_BOUNDS, NAV_MOVE_THRESHOLD, navFundKind, type NavFundProfile } from './nav-thresholds.ts';
import { dayMove, percentText, readDecimalCell } from './nav-values.ts';

// The latest NAV before the day checked: the base of the day-over-day move.
export interface PreviousNav {
  date: string;
  unitNav: string | null;
  accNav: string | null;
}

export interface NavCheckContext {
  funds: ReadonlyMap<string, NavFundProfile>;
  // The console: every row must carry this date, and it must be a trading day. The CLI import and the demo generator
  // leave it out (money funds publish on natural days there).
  tradeDate?: string;
  previous?: ReadonlyMap<string, PreviousNav>;
}

export interface NavCheckResult {
  rows: CheckedNav[];
  errors: NavProblem[];
  flags: NavProblem[];
}

interface RowCheck {
  row: CheckedNav | null;
  problems: NavProblem[];
}

function checkDate(raw: string, fund: NavFundProfile, context: NavCheckContext, report: (field: NavField, message: string) => void) {
  const date = parseIsoDate(raw);
  if (!date) return (report('date', `“${raw}”不是有效日期，应为 YYYY-MM-DD 或 YYYYMMDD`), null);
  if (context.tradeDate !== undefined && date !== context.tradeDate) return (report('date', `应为所选净值日期 ${context.tradeDate}`), null);
  if (context.tradeDate !== undefined) {
    let trading: boolean;
    try {
      trading = isTradingDay(date);
    } catch {
      return (report('date', `${date} 不在交易日历范围内`), null);
    }
    if (!trading) return (report('date', `${date} 不是交易日`), null);
  }
  if (fund.setupDate && date < fund.setupDate) return (report('date', `早于基金成立日 ${fund.setupDate}`), null);
  return date;
}

// One row's errors (every field, so a file is fixed in one pass) and, when it is valid, its normalised values.
export function checkNavRow(line: number, entry: NavEntry, context: NavCheckContext): RowCheck {
  const problems: NavProblem[] = [];
  const code = entry.fundCode.trim();
  const report = (field: NavField, message: string) => problems.push(navProblem('error', line, code, field, message));
  if (!/^\d{6}$/.test(code)) return (report('fundCode', `“${entry.fundCode}”格式不正确，应为 6 位数字`), { row: null, problems });
  const fund = context.funds.get(code);
  if (!fund) return (report('fundCode', `基金 ${code} 不存在`), { row: null, problems });
  if (!fund.setupDate) return (report('fundCode', `基金 ${code} 尚未成立，不能发布净值`), { row: null, problems });
  const date = checkDate(entry.date, fund, context, report);

  const money = fund.isMoneyFund;
  const unit = readDecimalCell(entry.unitNav, { positive: true });
  const acc = readDecimalCell(entry.accNav, { positive: true });
  const income = readDecimalCell(entry.incomePer10k, { positive: false });
  const yield7d = readDecimalCell(entry.yield7dPercent, { positive: false, percent: true });
  const values = { unitNav: unit, accNav: acc, incomePer10k: income, yield7dPercent: yield7d };
  for (const [field, cell] of Object.entries(values) as [NavField, typeof unit][]) {
    if (cell && !cell.ok) report(field, cell.message);
  }
  if (!money && !unit) report('unitNav', '必须填写');
  if (!money && !acc) report('accNav', '必须填写');
  if (money && !income) report('incomePer10k', '货币基金必须填写');
  if (money && !yield7d) report('yield7dPercent', '货币基金必须填写');
  if (!money && income) report('incomePer10k', '非货币基金不填写万份收益');
  if (!money && yield7d) report('yield7dPercent', '非货币基金不填写七日年化收益率');

  // A money fund's NAV columns may stay empty: its NAV is 1.0000.
  const one = new MoneyDecimal(1);
  const unitValue = unit?.ok ? unit.value : money && !unit ? one : null;
  const accValue = acc?.ok ? acc.value : money && !acc ? one : null;
  if (unitValue && accValue && accValue.lt(unitValue)) report('accNav', `不能低于单位净值 ${unitValue.toFixed(4)}`);
  if (problems.length > 0 || !date || !unitValue || !accValue) return { row: null, problems };
  return {
    row: {
      line,
      fundCode: code,
      date,
      unitNav: unitValue.toFixed(4),
      accNav: accValue.toFixed(4),
      incomePer10k: money && income?.ok ? income.value.toFixed(4) : null,
      yield7d: money && yield7d?.ok ? yield7d.value.div(100).toFixed(6) : null,
    },
    problems,
  };
}

// Unusual values of a valid row: each asks for a reason before the NAV can be proposed.
export function flagNavRow(row: CheckedNav, fund: NavFundProfile, previous: PreviousNav | undefined): NavProblem[] {
  const flag = (field: NavField, message: string) => navProblem('flag', row.line, row.fundCode, field, message);
  const kind = navFundKind(fund);
  if (kind === 'money') {
    const flags: NavProblem[] = [];
    const { incomePer10k: incomeBounds, yield7dPercent: yieldBounds } = MONEY_FUND_BOUNDS;
    const income = new MoneyDecimal(row.incomePer10k ?? 0);
    if (income.lt(incomeBounds.min) || income.gt(incomeBounds.max))
      flags.push(flag('incomePer10k', `${income.toFixed(4)} 超出常见范围 ${incomeBounds.min}–${incomeBounds.max} 元，需填写原因`));
    const percent = new MoneyDecimal(row.yield7d ?? 0).times(100);
    if (percent.lt(yieldBounds.min) || percent.gt(yieldBounds.max))
      flags.push(flag('yield7dPercent', `${percent.toFixed(4)}% 超出常见范围 ${yieldBounds.min}%–${yieldBounds.max}%，需填写原因`));
    return flags;
  }
  if (!previous) return [];
  const move = dayMove(row, previous);
  const threshold = new MoneyDecimal(kind === 'qdii' ? NAV_MOVE_THRESHOLD.qdii : NAV_MOVE_THRESHOLD.default);
  if (!move || move.abs().lte(threshold)) return [];
  const label = kind === 'qdii' ? ' QDII 基金' : '';
  return [flag('unitNav', `较 ${previous.date} 日涨跌幅 ${percentText(move)}，超过${label}阈值 ±${percentText(threshold)}，需填写原因`)];
}

// Checks every entry (a file, the grid and the demo generator alike); they are applied only when `errors` is empty,
// and proposed from the console only when every flag has a reason.
export function checkNavEntries(entries: readonly NumberedNavEntry[], context: NavCheckContext): NavCheckResult {
  const result: NavCheckResult = { rows: [], errors: [], flags: [] };
  const seen = new Map<string, number>();
  for (const { line, entry } of entries) {
    const { row, problems } = checkNavRow(line, entry, context);
    result.errors.push(...problems);
    if (!row) continue;
    const key = `${row.fundCode}|${row.date}`;
    const first = seen.get(key);
    if (first !== undefined) {
      result.errors.push(navProblem('error', line, row.fundCode, 'fundCode', `与第 ${first} 行重复（${row.fundCode} ${row.date}）`));
      continue;
    }
    seen.set(key, line);
    result.rows.push(row);
    const fund = context.funds.get(row.fundCode) as NavFundProfile;
    result.flags.push(...flagNavRow(row, fund, context.previous?.get(row.fundCode)));
  }
  return result;
}

// A flag without a reason keeps the NAVs from being proposed: it becomes an error naming the same cell.
export function unexplainedFlags(flags: readonly NavProblem[], reasons: Readonly<Record<string, string | undefined>>): NavProblem[] {
  return flags
    .filter((flag) => !(reasons[flag.fundCode] ?? '').trim())
    .map((flag) => navProblem('error', flag.line, flag.fundCode, flag.field, flag.message.replace(/需填写原因$/, '未填写原因')));
}
