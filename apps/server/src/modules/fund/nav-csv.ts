import { YieldDecimal, parseIsoDate } from '@fund-direct/domain/yield';

// `nav import FILE.csv`: one line per fund and day:
//   fund code, date (YYYY-MM-DD or YYYYMMDD), unit NAV, accumulated NAV[, 万份收益, 7-day yield %]
// Money funds give 万份收益 and the 7-day annualised yield as published in percent ('1.8520' or
// '1.8520%'); their NAV columns may be empty (1.0000). An optional header line is skipped.

export interface ImportFund {
  isMoneyFund: boolean;
  setupDate: string | null;
}

export interface ImportRow {
  line: number;
  fundCode: string;
  date: string;
  unitNav: string;
  accNav: string;
  incomePer10k: string | null;
  // Fraction, as stored.
  yield7d: string | null;
}

export interface ImportError {
  line: number;
  message: string;
}

const DECIMAL_4 = /^-?\d+(\.\d{1,4})?$/;

function splitLine(text: string): string[] {
  return text.split(/[,\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1').trim());
}

function positiveNav(value: string | undefined): string | null {
  if (!value || !DECIMAL_4.test(value) || !new YieldDecimal(value).gt(0)) return null;
  return new YieldDecimal(value).toFixed(4);
}

function checkLine(cells: string[], line: number, funds: ReadonlyMap<string, ImportFund>): ImportRow | string {
  const [code = '', rawDate = '', unit, acc, income, yield7d] = cells;
  if (!/^\d{6}$/.test(code)) return `基金代码“${code}”格式不正确，应为6位数字`;
  const fund = funds.get(code);
  if (!fund) return `基金代码 ${code} 不存在`;
  const date = parseIsoDate(rawDate);
  if (!date) return `日期“${rawDate}”不正确，应为 YYYY-MM-DD 或 YYYYMMDD`;
  if (!fund.setupDate) return `基金 ${code} 尚未成立，不能导入净值`;
  if (date < fund.setupDate) return `日期 ${date} 早于基金成立日 ${fund.setupDate}`;
  if (fund.isMoneyFund) {
    if (!income || !DECIMAL_4.test(income)) return `货币基金 ${code} 的万份收益“${income ?? ''}”不正确，应为最多4位小数的数字`;
    const pct = (yield7d ?? '').replace(/%$/, '');
    if (!DECIMAL_4.test(pct)) return `货币基金 ${code} 的七日年化收益率“${yield7d ?? ''}”不正确，应为最多4位小数的百分数`;
    const unitNav = unit ? positiveNav(unit) : '1.0000';
    const accNav = acc ? positiveNav(acc) : '1.0000';
    if (!unitNav || !accNav) return `单位净值或累计净值不正确，应为最多4位小数的正数`;
    const fraction = new YieldDecimal(pct).div(100).toFixed(6);
    return { line, fundCode: code, date, unitNav, accNav, incomePer10k: new YieldDecimal(income).toFixed(4), yield7d: fraction };
  }
  const unitNav = positiveNav(unit);
  if (!unitNav) return `单位净值“${unit ?? ''}”不正确，应为最多4位小数的正数`;
  const accNav = positiveNav(acc);
  if (!accNav) return `累计净值“${acc ?? ''}”不正确，应为最多4位小数的正数`;
  if ((income ?? '') !== '' || (yield7d ?? '') !== '') return `基金 ${code} 不是货币基金，不应填写万份收益或七日年化收益率`;
  return { line, fundCode: code, date, unitNav, accNav, incomePer10k: null, yield7d: null };
}

// Checks every line; the file is applied only when `errors` is empty.
export function parseNavCsv(text: string, funds: ReadonlyMap<string, ImportFund>): { rows: ImportRow[]; errors: ImportError[] } {
  const rows: ImportRow[] = [];
  const errors: ImportError[] = [];
  const seen = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = splitLine(raw);
    // A header names its columns instead of starting with a fund code.
    if (line === 1 && !/^\d/.test(cells[0] ?? '')) return;
    const checked = checkLine(cells, line, funds);
    if (typeof checked === 'string') return void errors.push({ line, message: checked });
    const key = `${checked.fundCode}|${checked.date}`;
    const first = seen.get(key);
    if (first !== undefined) return void errors.push({ line, message: `与第${first}行重复（${checked.fundCode} ${checked.date}）` });
    seen.set(key, line);
    rows.push(checked);
  });
  if (rows.length === 0 && errors.length === 0) errors.push({ line: 1, message: '文件中没有净值数据' });
  return { rows, errors };
}

export function formatImportErrors(errors: readonly ImportError[]): string {
  return [`导入失败：${errors.length} 行有错误，未导入任何数据`, ...errors.map((e) => `  第${e.line}行：${e.message}`)].join('\n');
}
