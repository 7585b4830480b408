import { DIVIDEND_TYPES, TRADE_BUSINESS, TRADE_BUSINESS_CODES, type TradeBusinessCode } from '@fund-direct/domain/codes';
import type { MessageItem, messageListResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { formatMoney } from '@fund-direct/domain/format';
import { addDays } from '@fund-direct/domain/yield';
import type { z } from 'zod';
import { todayOf, type AssetsDeps } from './assets-deps.ts';
import { messagePage, upsertMessageState, type DividendMessageRow, type MessagePage, type OrderMessageRow } from './messages.repository.ts';

// Messages are derived on read from the orders the batch confirmed or failed and the dividends paid
// in the last 90 days; only their state is stored (message_state).
export const MESSAGE_WINDOW_DAYS = 90;

export const MESSAGE_NOT_FOUND = '消息不存在或已删除';

type MessageList = z.infer<typeof messageListResponse>;

const inGroup = (group: readonly string[], code: string) => group.includes(code);
const money = (value: string | null) => formatMoney(value ?? '0');
const isoOf = (at: unknown) => (at instanceof Date ? at : new Date(String(at))).toISOString();

function confirmedText(row: OrderMessageRow, name: string): string {
  const code = row.businessCode;
  if (inGroup(TRADE_BUSINESS.redeem, code)) {
    const arrival = row.arrivalDate ? `，预计${row.arrivalDate}到账` : '';
    return `您于${row.tradeDate}赎回${row.fundName}${money(row.sharesOut ?? row.shares)}份已确认：确认净值${row.nav ?? '--'}，到账金额${money(row.confirmedAmount)}元（手续费${money(row.fee)}元）${arrival}。`;
  }
  if (inGroup(TRADE_BUSINESS.convert, code)) {
    return `您于${row.tradeDate}将${row.fundName}${money(row.sharesOut ?? row.shares)}份转换为${row.targetFundName ?? '--'}已确认：转入${money(row.sharesIn)}份，手续费${money(row.fee)}元。`;
  }
  if (inGroup(TRADE_BUSINESS.modifyDividend, code)) {
    const method = row.dividendMethod === '0' || row.dividendMethod === '1' ? DIVIDEND_TYPES[row.dividendMethod] : '--';
    return `您于${row.tradeDate}提交的${row.fundName}分红方式修改已确认，分红方式为${method}。`;
  }
  return `您于${row.tradeDate}${name}${row.fundName}${money(row.amount)}元已确认：确认份额${money(row.sharesIn)}份，确认净值${row.nav ?? '--'}，手续费${money(row.fee)}元。`;
}

// The same ids are built in SQL (messages.repository.ts) to join the state table.
const orderMessageId = (row: OrderMessageRow) => `order:${row.orderNo}`;
const dividendMessageId = (row: DividendMessageRow) => `dividend:${row.fundCode}:${row.exDate}`;

function orderMessage(row: OrderMessageRow): MessageItem {
  const name = TRADE_BUSINESS_CODES[row.businessCode as TradeBusinessCode] ?? row.businessCode;
  const confirmed = row.status === '1';
  return {
    id: orderMessageId(row),
    title: confirmed ? `${name}确认成功` : `${name}失败`,
    content: confirmed
      ? confirmedText(row, name)
      : `您于${row.tradeDate}提交的${row.fundName}${name}申请未能确认${row.failReason ? `：${row.failReason}` : ''}。`,
    state: row.state ?? '0',
    createdAt: isoOf(row.at),
    orderNo: row.orderNo,
  };
}

function dividendMessage(row: DividendMessageRow): MessageItem {
  const reinvested = row.method === '0';
  const paid = `${row.fundName}于${row.exDate}分红，每份派发${row.cashPerShare}元`;
  return {
    id: dividendMessageId(row),
    title: reinvested ? '红利再投资' : '分红到账',
    content: reinvested
      ? `${paid}，您的红利${money(row.amount)}元已按净值${row.reinvestNav ?? '--'}再投资为${money(row.reinvestShares)}份。`
      : `${paid}，您的现金红利${money(row.amount)}元将于${row.payDate}到账。`,
    state: row.state ?? '0',
    createdAt: isoOf(row.at),
    orderNo: null,
  };
}

// The newest messages shown; the unread count covers the whole window.
export const MESSAGE_LIMIT = 30;

// GET /query/messages: §3 keeps only state '0' (unread) and '1' (read); the newest MESSAGE_LIMIT of them.
export async function messageList(deps: AssetsDeps, customerId: string): Promise<MessageList> {
  const window = messageWindow(deps);
  return messageListFrom(await messagePage(deps.db, customerId, window.since, window.sinceDate, window.limit));
}

// What messagePage reads: orders placed since `since`, dividends with an ex-date since `sinceDate`, the newest `limit`.
export function messageWindow(deps: AssetsDeps): { since: Date; sinceDate: string; limit: number } {
  return {
    since: new Date(deps.now().getTime() - MESSAGE_WINDOW_DAYS * 86_400_000),
    sinceDate: addDays(todayOf(deps), -MESSAGE_WINDOW_DAYS),
    limit: MESSAGE_LIMIT,
  };
}

export function messageListFrom({ rows, unread }: MessagePage): MessageList {
  return { list: rows.map((row) => (row.kind === 'order' ? orderMessage(row) : dividendMessage(row))), unread };
}

// POST /query/messages/state { id, state }: '1' read, '2' deleted.
export async function changeMessageState(deps: AssetsDeps, customerId: string, id: string, state: '1' | '2'): Promise<MessageList> {
  const current = await messageList(deps, customerId);
  if (!current.list.some((m) => m.id === id)) throw new AppError('RESOURCE_NOT_FOUND', MESSAGE_NOT_FOUND);
  await upsertMessageState(deps.db, customerId, id, state, deps.now());
  return messageList(deps, customerId);
}
