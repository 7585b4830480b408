import { billTotals, monthBounds, monthsNewestFirst } from '@fund-direct/domain/assets';
import { shanghaiDate } from '@fund-direct/domain/calendar';
import { RECORD_CODES, type RecordCode } from '@fund-direct/domain/codes';
import type { IncomeBillResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { maskIdNo, maskMobile } from '@fund-direct/domain/format';
import { toMoneyString } from '@fund-direct/domain/money';
import type { FieldCipher } from '../../security/field-cipher.ts';
import type { TradingDeps } from '../trading/trading.public.ts';
import { billAccount, billDividends, billHoldings, billTrades, type BillHoldingRow } from './history-bill.repository.ts';

export const BILL_TEXT = { futureMonth: '账单月份不能晚于本月' } as const;

function maskedIdNo(cipher: FieldCipher, idnoEnc: string | null): string {
  if (!idnoEnc) return '';
  try {
    return maskIdNo(cipher.decrypt(idnoEnc));
  } catch {
    return '';
  }
}

const holdingOf = ({ fundCode, fundName, shares, nav, navDate, marketValue }: BillHoldingRow) => ({
  fundCode,
  fundName,
  shares,
  nav,
  navDate,
  marketValue,
});

// POST /query/income-bill: the statement of a month up to today (the current month so far).
export async function incomeBill(deps: TradingDeps, customerId: string, month: string): Promise<IncomeBillResponse> {
  const today = shanghaiDate(deps.now());
  const { first, last: monthEnd } = monthBounds(month);
  if (first > today) throw new AppError('VALIDATION', BILL_TEXT.futureMonth);
  const last = monthEnd < today ? monthEnd : today;
  const [holdings, trades, dividends, account] = await Promise.all([
    billHoldings(deps.db, customerId, first, last),
    billTrades(deps.db, customerId, first, last),
    billDividends(deps.db, customerId, first, last),
    billAccount(deps.db, customerId, first),
  ]);
  if (!account) throw new AppError('UNAUTHORIZED');
  const opening = holdings.filter((h) => h.side === 'opening').map(holdingOf);
  const closing = holdings.filter((h) => h.side === 'closing').map(holdingOf);
  const billTradesList = trades.map((t) => ({
    confirmDate: t.confirmDate,
    orderNo: t.orderNo,
    recordCode: t.recordCode,
    businessName: RECORD_CODES[t.recordCode as RecordCode] ?? t.recordCode,
    fundCode: t.fundCode,
    fundName: t.fundName,
    amount: t.amount,
    shares: t.shares,
    nav: t.nav,
    fee: t.fee,
  }));
  const currentMonth = today.slice(0, 7);
  const lastMonth = account.lastMonth && account.lastMonth < currentMonth ? account.lastMonth : currentMonth;
  return {
    month,
    periodStart: first,
    periodEnd: last,
    customer: {
      name: account.name ?? '',
      fundAccount: account.fundAccount ?? '',
      idNoMasked: maskedIdNo(deps.cipher, account.idnoEnc),
      mobileMasked: maskMobile(account.mobile),
    },
    opening,
    closing,
    trades: billTradesList,
    dividends,
    totals: billTotals({ opening, closing, trades: billTradesList, dividends, income: toMoneyString(account.monthIncome) }),
    months: account.firstMonth ? monthsNewestFirst(account.firstMonth, lastMonth) : [],
  };
}
