import { FIELD_LABELS } from '@fund-direct/domain/errors';

export interface DiffRow {
  key: string;
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

// A proposal's before and after are JSON (the changed fields, or a whole new record when before is null). They are
// flattened to dotted paths so a nested change (fees.purchase[0].rate) shows as its own row.
const MAX_ROWS = 500;
const EMPTY = '—';

// Labels for the fields proposals carry, beyond the request fields the domain already names.
const PROPOSAL_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: '基金名称',
  shortName: '基金简称',
  fundType: '基金类型',
  riskLevel: '风险等级',
  status: '基金状态',
  minPurchaseAmount: '最低申购金额',
  minSubscriptionAmount: '最低认购金额',
  discount: '网上交易折扣',
  tradeDate: '交易日',
  navDate: '净值日期',
  unitNav: '单位净值',
  accNav: '累计净值',
  registerDate: '权益登记日',
  exDate: '除息日',
  payDate: '派息日',
  amountPerUnit: '每份分红',
  year: '年份',
  // 基金报告导入 (fund.report.import), by fund and report date.
  netAssets: '基金资产净值',
  totalShares: '期末基金份额',
  stockRatio: '股票占净值比例',
  bondRatio: '债券占净值比例',
  cashRatio: '现金占净值比例',
  otherRatio: '其他占净值比例',
  holdings: '重仓股数',
  industries: '行业数',
  topHolding: '第一大重仓股',
};

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((item, index) => [`[${index}]`, item] as const) : Object.entries(value);
    // An empty list or object inside is a value of its own; an empty top level is simply nothing.
    if (entries.length === 0 && prefix !== '') out.set(prefix, value);
    for (const [key, item] of entries) {
      const path = prefix === '' || key.startsWith('[') ? `${prefix}${key}` : `${prefix}.${key}`;
      flatten(item, path, out);
    }
    return;
  }
  out.set(prefix, value);
}

export function displayValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function fieldLabel(path: string): string {
  const last = path.split('.').at(-1) ?? path;
  const bare = last.replace(/\[\d+\]$/, '');
  const label = PROPOSAL_FIELD_LABELS[bare] ?? FIELD_LABELS[bare];
  if (!label) return path;
  return path === bare ? label : `${label}（${path}）`;
}

// Rows in the order the fields first appear (after's new fields last); `truncated` when there were more than MAX_ROWS.
export function diffRows(before: unknown, after: unknown): { rows: DiffRow[]; truncated: boolean } {
  const left = new Map<string, unknown>();
  const right = new Map<string, unknown>();
  if (before !== null && before !== undefined) flatten(before, '', left);
  if (after !== null && after !== undefined) flatten(after, '', right);
  const keys = [...new Set([...left.keys(), ...right.keys()])];
  const rows = keys.slice(0, MAX_ROWS).map((key) => {
    const was = displayValue(left.get(key));
    const now = displayValue(right.get(key));
    return { key, field: key === '' ? '内容' : fieldLabel(key), before: was, after: now, changed: was !== now };
  });
  return { rows, truncated: keys.length > MAX_ROWS };
}
