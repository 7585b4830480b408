import { RECORD_CODES, RECORD_KINDS, RECORD_STATUSES, isCodeOf, type RecordKind, type RecordStatus } from '@fund-direct/domain/codes';
import type { TradeRecordRequest } from '@fund-direct/domain/contracts';

// ds = the customer's applications (orders), dc = what the transfer agent confirmed.
export type TradeRecordTab = TradeRecordRequest['kind'];

export const TRADE_RECORD_TABS: readonly { key: TradeRecordTab; label: string }[] = [
  { key: 'ds', label: '交易申请' },
  { key: 'dc', label: '确认记录' },
];

export const TRADE_RECORD_PAGE_SIZE = 10;

// §4 record codes grouped by business (定投 is 90/39/93/77, 转换 13/16). 基金成立 (50) is an event of
// the fund, not a trade of the customer; dividends (74) are confirmations without an application.
const APPLICATION_KINDS: readonly RecordKind[] = ['subscribe', 'purchase', 'redeem', 'convert', 'fixed', 'modifyDividend'];
const CONFIRMATION_KINDS: readonly RecordKind[] = [...APPLICATION_KINDS, 'dividend'];

export function recordKindsOf(tab: TradeRecordTab): readonly RecordKind[] {
  return tab === 'ds' ? APPLICATION_KINDS : CONFIRMATION_KINDS;
}

export function recordKindLabel(kind: RecordKind): string {
  return RECORD_CODES[RECORD_KINDS[kind][0]];
}

export const STATUS_OPTIONS = (['9', '1', '0', '4'] as const).map((code) => ({ value: code, label: RECORD_STATUSES[code] }));

export interface TradeRecordState {
  tab: TradeRecordTab;
  recordKind?: RecordKind;
  // Applications only: every confirmation is confirmed.
  status?: RecordStatus;
  fundCode?: string;
  startDate?: string;
  endDate?: string;
  pageNum: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string | null): value is string {
  return value !== null && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

// The filters live in the URL, so a filtered list can be reloaded, shared and left with the back button.
export function readRecordState(search: URLSearchParams): TradeRecordState {
  const tab: TradeRecordTab = search.get('kind') === 'dc' ? 'dc' : 'ds';
  const type = search.get('type');
  const status = search.get('status');
  const fundCode = search.get('fundCode');
  let start = search.get('start');
  let end = search.get('end');
  if (isDate(start) && isDate(end) && start > end) [start, end] = [end, start];
  const page = Number(search.get('page'));
  return {
    tab,
    ...(type && (recordKindsOf(tab) as readonly string[]).includes(type) ? { recordKind: type as RecordKind } : {}),
    ...(tab === 'ds' && isCodeOf(RECORD_STATUSES, status) ? { status } : {}),
    ...(fundCode && /^\d{6}$/.test(fundCode) ? { fundCode } : {}),
    ...(isDate(start) ? { startDate: start } : {}),
    ...(isDate(end) ? { endDate: end } : {}),
    pageNum: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeRecordState(state: TradeRecordState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.tab === 'dc') search.set('kind', 'dc');
  if (state.recordKind) search.set('type', state.recordKind);
  if (state.status && state.tab === 'ds') search.set('status', state.status);
  if (state.fundCode) search.set('fundCode', state.fundCode);
  if (state.startDate) search.set('start', state.startDate);
  if (state.endDate) search.set('end', state.endDate);
  if (state.pageNum > 1) search.set('page', String(state.pageNum));
  return search;
}

// Another tab keeps the fund and dates, drops what the tab does not offer, and starts at page 1.
export function switchTab(state: TradeRecordState, tab: TradeRecordTab): TradeRecordState {
  const { recordKind, status, ...rest } = state;
  return {
    ...rest,
    tab,
    ...(recordKind && recordKindsOf(tab).includes(recordKind) ? { recordKind } : {}),
    ...(tab === 'ds' && status ? { status } : {}),
    pageNum: 1,
  };
}

export function toRecordRequest(state: TradeRecordState, pageSize: number = TRADE_RECORD_PAGE_SIZE): TradeRecordRequest {
  return {
    kind: state.tab,
    recordCodes: state.recordKind ? [...RECORD_KINDS[state.recordKind]] : [],
    ...(state.status ? { status: state.status } : {}),
    ...(state.fundCode ? { fundCode: state.fundCode } : {}),
    ...(state.startDate ? { startDate: state.startDate } : {}),
    ...(state.endDate ? { endDate: state.endDate } : {}),
    pageNum: state.pageNum,
    pageSize,
  };
}

// How many filters are set, for the 筛选 button on phones; the date range counts once.
export function recordFilterCount(state: TradeRecordState): number {
  return [state.recordKind, state.status, state.fundCode, state.startDate ?? state.endDate].filter((value) => value !== undefined).length;
}
