import {
  confirmationCodeOf,
  exchangeCodeOfOrder,
  fromAccountApplicationRecord,
  fromTransactionApplicationRecord,
  isExchangeFundStatus,
  RETURN_CODE_SUCCESS,
  toAccountConfirmationRecord,
  toDividendRecord,
  toFundQuoteRecord,
  toShareBalanceRecord,
  toTransactionConfirmationRecord,
  type AccountApplication,
  type ExchangeRecord,
  type ExchangeReturnCode,
  type LaidOutFileType,
} from '@fund-direct/domain/exchange';
import { toDecimal } from '@fund-direct/domain/money';
import { FAIL_REASONS, priceDayUncommitted } from '../ta/ta.public.ts';
import { saveExchangeFile } from './exchange-files.repository.ts';
import { assertExchangeDate, INDEX_FILE, type ExchangeDeps, type WrittenFile } from './exchange-export.service.ts';
import { ensureExchangeDayDir } from './exchange-paths.ts';
import { checkDayFiles } from './inbox-files.ts';
import { writeDataFile } from './protocol/data-file-writer.ts';
import { writeIndexFile } from './protocol/index-file.ts';
import { dayQuotes, decidedOrders, heldShares, paidDividends, type DecidedOrder } from './registrar-answers.repository.ts';

// The return code of each reason the embedded engine fails an order for (docs/ta-exchange.md); the reason itself
// travels in ErrorDetail, so that the customer reads the same words in both modes.
const RETURN_CODE_OF_REASON: ReadonlyMap<string, ExchangeReturnCode> = new Map([
  [FAIL_REASONS.insufficientShares, '2004'],
  [FAIL_REASONS.noHolding, '2004'],
  [FAIL_REASONS.fundStopped, '2001'],
  [FAIL_REASONS.closed, '2001'],
  [FAIL_REASONS.raising, '2001'],
  [FAIL_REASONS.notRaising, '2001'],
  [FAIL_REASONS.purchaseSuspended, '2001'],
  [FAIL_REASONS.redemptionSuspended, '2001'],
  [FAIL_REASONS.targetRefused, '2009'],
]);
const OTHER_REASON: ExchangeReturnCode = '9999';

const ZERO = '0';

// `npm run cli -- exchange counterparty --date T`: the embedded TA engine acting as the registrar. It reads our
// outbox's application files of T (checked whole, as a registrar would), decides them with the built-in batch's
// rules in a transaction it rolls back, and writes its answer into the inbox: account and transaction
// confirmations, the share reconciliation, the dividends and the fund quotes of T, with their index file. Only the
// import then changes the books, so a whole day runs through files alone.
export async function runBuiltInRegistrar(deps: ExchangeDeps, tradeDate: string, now: Date): Promise<WrittenFile[]> {
  assertExchangeDate(tradeDate);
  const { salesAgencyCode, taCode, version } = deps.exchange;
  const accounts: AccountApplication[] = [];
  const applied: string[] = [];
  await checkDayFiles(deps.exchange, 'outbox', { sender: salesAgencyCode, receiver: taCode }, tradeDate, (fileType, record) => {
    if (fileType === '01') accounts.push(fromAccountApplicationRecord(record));
    else if (fileType === '03') applied.push(fromTransactionApplicationRecord(record).appSheetSerialNo);
  });

  const answer = await priceDayUncommitted(deps.db, tradeDate, now, async (tx) => ({
    orders: await decidedOrders(tx, tradeDate, applied),
    holdings: await heldShares(tx),
    dividends: await paidDividends(tx, tradeDate),
    quotes: await dayQuotes(tx, tradeDate),
  }));
  const compact = tradeDate.replaceAll('-', '');
  const serial = (kind: string, index: number) => `${compact}${kind}${String(index + 1).padStart(11, '0')}`;

  const files: [LaidOutFileType, ExchangeRecord[]][] = [
    [
      '02',
      accounts.map((a, i) =>
        toAccountConfirmationRecord({
          appSheetSerialNo: a.appSheetSerialNo,
          taSerialNo: serial('1', i),
          confirmDate: tradeDate,
          transactionDate: a.transactionDate,
          businessCode: confirmationCodeOf(a.businessCode),
          returnCode: RETURN_CODE_SUCCESS,
          distributorCode: a.distributorCode,
          fundAccount: a.fundAccount,
          transactionAccountId: a.transactionAccountId,
          errorDetail: '',
        }),
      ),
    ],
    // An application the engine left undecided gets no confirmation today; it stays pending on our side.
    [
      '04',
      answer.orders.map((order, i) => toTransactionConfirmationRecord(confirmationOf(order, serial('2', i), tradeDate, salesAgencyCode))),
    ],
    [
      '05',
      answer.holdings.map((h) =>
        toShareBalanceRecord({
          date: tradeDate,
          fundCode: h.fundCode,
          distributorCode: salesAgencyCode,
          fundAccount: h.fundAccount,
          transactionAccountId: h.tradeacco ?? '',
          totalShares: h.shares,
          frozenShares: h.frozen,
        }),
      ),
    ],
    [
      '06',
      answer.dividends.map((d, i) =>
        toDividendRecord({
          fundCode: d.fundCode,
          distributorCode: salesAgencyCode,
          fundAccount: d.fundAccount,
          transactionAccountId: d.tradeacco ?? '',
          registerDate: d.recordDate,
          exDate: d.exDate,
          payDate: d.payDate,
          dividendPerShare: d.cashPerShare,
          baseShares: d.baseShares,
          cashAmount: d.amount,
          reinvestShares: d.reinvestShares ?? ZERO,
          reinvestNav: d.reinvestNav ?? ZERO,
          dividendMethod: d.method === '0' ? '0' : '1',
          taSerialNo: serial('3', i),
        }),
      ),
    ],
    [
      '07',
      answer.quotes.map((q) =>
        toFundQuoteRecord({
          fundCode: q.fundCode,
          fundName: q.fundName,
          navDate: tradeDate,
          nav: q.unitNav,
          accumulatedNav: q.accNav ?? q.unitNav,
          fundStatus: isExchangeFundStatus(q.status) ? q.status : '4',
          incomePer10k: q.incomePer10k,
          // Stored as a fraction, sent in percent.
          yield7d: q.yield7d === null ? null : toDecimal(q.yield7d).times(100).toFixed(4),
        }),
      ),
    ],
  ];

  const dir = await ensureExchangeDayDir(deps.exchange, 'inbox', tradeDate);
  const header = { version, sender: taCode, receiver: salesAgencyCode, date: tradeDate };
  const written: WrittenFile[] = [];
  for (const [fileType, records] of files) {
    const file = await writeDataFile(dir, { ...header, fileType, records });
    written.push({ name: file.name, fileType, recordCount: file.recordCount, sha256: file.sha256 });
  }
  const index = await writeIndexFile(dir, { ...header, fileNames: written.map((f) => f.name) });
  written.push({ name: index.name, fileType: INDEX_FILE, recordCount: written.length, sha256: index.sha256 });
  await deps.db.transaction(async (tx) => {
    for (const file of written) await saveExchangeFile(tx, { tradeDate, direction: 'in', state: 'received', reason: null, ...file }, now);
  });
  return written;
}

function confirmationOf(order: DecidedOrder, taSerialNo: string, tradeDate: string, distributorCode: string) {
  const code = exchangeCodeOfOrder(order.businessCode) ?? '022';
  const ok = order.status === '1';
  const byShares = code === '024' || code === '036';
  return {
    appSheetSerialNo: order.orderNo,
    taSerialNo,
    confirmDate: order.confirmDate ?? tradeDate,
    transactionDate: tradeDate,
    businessCode: confirmationCodeOf(code),
    returnCode: ok ? RETURN_CODE_SUCCESS : (RETURN_CODE_OF_REASON.get(order.failReason ?? '') ?? OTHER_REASON),
    fundCode: order.fundCode,
    targetFundCode: code === '036' ? (order.targetFundCode ?? '') : '',
    distributorCode,
    fundAccount: order.fundAccount,
    transactionAccountId: order.tradeacco ?? '',
    // A purchase confirms the money applied (the fee comes out of it); a redemption or conversion the money out.
    confirmedAmount: ok ? ((byShares ? order.confirmedAmount : order.amount) ?? ZERO) : ZERO,
    confirmedShares: ok ? ((byShares ? order.sharesOut : order.sharesIn) ?? ZERO) : ZERO,
    nav: ok ? (order.nav ?? ZERO) : ZERO,
    fee: ok ? (order.fee ?? ZERO) : ZERO,
    targetConfirmedShares: ok && code === '036' ? (order.sharesIn ?? ZERO) : ZERO,
    targetNav: ok && code === '036' ? (order.targetNav ?? ZERO) : ZERO,
    errorDetail: ok ? '' : (order.failReason ?? ''),
  };
}
