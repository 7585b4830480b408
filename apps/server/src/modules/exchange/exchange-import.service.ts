import {
  fromAccountConfirmationRecord,
  fromDividendRecord,
  fromFundQuoteRecord,
  fromShareBalanceRecord,
  fromTransactionConfirmationRecord,
  isSuccessReturn,
  returnCodeText,
  toOurFundStatus,
  type ExchangeRecord,
  type LaidOutFileType,
  type DividendRecord,
  type ShareBalance,
  type TransactionConfirmation,
} from '@fund-direct/domain/exchange';
import { moneyEquals, moneyGt, sumMoney, toDecimal } from '@fund-direct/domain/money';
import { importNavEntries } from '../fund/nav-import.service.ts';
import { runTaBatch, type TaStepReport } from '../ta/ta.public.ts';
import {
  clearShareBreaks,
  insertBreaks,
  knownFundAccounts,
  ordersByNumber,
  ourBalances,
  refreshStagingStatistics,
  stageConfirmations,
  stageDividends,
  updateFundStatuses,
  type NewBreak,
  type SentOrder,
  type StagedConfirmation,
} from './confirmations.repository.ts';
import { exchangeFilesOf, markDaySentAcknowledged, saveExchangeFile } from './exchange-files.repository.ts';
import { assertExchangeDate, ExchangeError, INDEX_FILE, type ExchangeDeps, type ExchangeLogger } from './exchange-export.service.ts';
import { checkDayFiles, RefusedFileError, type CheckedFile } from './inbox-files.ts';
import { indexFileName } from './protocol/exchange-file-name.ts';

type ImportDeps = ExchangeDeps & { logger?: ExchangeLogger };

export interface ImportReport {
  files: { name: string; fileType: string; recordCount: number; skipped: boolean }[];
  confirmations: number;
  refusals: number;
  breaks: number;
  shareBreaks: number;
  batch: TaStepReport[];
}

// Confirmations and dividends are checked and staged a page at a time: memory stays flat whatever the file's size.
const PAGE = 5_000;

// Each file type's message parser: the whole-file check reads every record through it before anything is written.
const PARSERS: Partial<Record<LaidOutFileType, (record: ExchangeRecord) => unknown>> = {
  '02': fromAccountConfirmationRecord,
  '04': fromTransactionConfirmationRecord,
  '05': fromShareBalanceRecord,
  '06': fromDividendRecord,
  '07': fromFundQuoteRecord,
};

// The registrar's files of T (EXCHANGE_DIR/inbox): every file checked whole first; then the fund quotes (NAVs and
// statuses), the confirmations (staged by the registrar's confirmation number, breaks kept apart), the batch of T in
// registrar mode (the same steps and effects as the built-in batch, with the registrar's figures), and the share
// reconciliation against our holdings. A file already imported with the same bytes is not applied again.
export async function importExchangeDay(deps: ImportDeps, tradeDate: string, now: Date): Promise<ImportReport> {
  assertExchangeDate(tradeDate);
  const parties = { sender: deps.exchange.taCode, receiver: deps.exchange.salesAgencyCode };
  let files: CheckedFile[];
  try {
    files = await checkDayFiles(deps.exchange, 'inbox', parties, tradeDate, (fileType, record) => {
      const parse = PARSERS[fileType];
      if (!parse) throw new ExchangeError(`登记机构不应发送文件类型 ${fileType}`);
      parse(record);
    });
  } catch (error) {
    if (error instanceof RefusedFileError) {
      await saveExchangeFile(
        deps.db,
        {
          tradeDate,
          direction: 'in',
          fileType: error.fileType,
          name: error.file,
          sha256: null,
          recordCount: null,
          state: 'refused',
          reason: error.message,
        },
        now,
      );
      deps.logger?.error({ tradeDate, file: error.file, reason: error.message }, 'registrar file refused');
      throw new ExchangeError(`导入失败，未写入任何数据：${error.message}`);
    }
    throw error;
  }

  const known = new Map((await exchangeFilesOf(deps.db, tradeDate, 'in')).map((row) => [row.name, row]));
  const report: ImportReport = { files: [], confirmations: 0, refusals: 0, breaks: 0, shareBreaks: 0, batch: [] };
  const fresh = files.filter((f) => {
    const before = known.get(f.name);
    const skipped = before?.state === 'imported' && before.sha256 === f.sha256;
    report.files.push({ name: f.name, fileType: f.fileType, recordCount: f.file.recordCount, skipped });
    return !skipped;
  });
  const ofType = (type: LaidOutFileType) => fresh.filter((f) => f.fileType === type);

  for (const quotes of ofType('07')) await applyQuotes(deps, quotes);
  for (const accounts of ofType('02')) report.breaks += await applyAccountConfirmations(deps, tradeDate, accounts, now);
  for (const trades of ofType('04')) {
    const staged = await stageTradeConfirmations(deps, tradeDate, trades, now);
    report.confirmations += staged.confirmations;
    report.refusals += staged.refusals;
    report.breaks += staged.breaks;
  }
  for (const dividends of ofType('06')) report.breaks += await stageRegistrarDividends(deps, tradeDate, dividends, now);
  if (ofType('04').length > 0 || ofType('06').length > 0) {
    await refreshStagingStatistics(deps.db);
    report.batch = await runTaBatch(deps.db, tradeDate, now, { registrar: true });
  }
  for (const balances of ofType('05')) report.shareBreaks += await reconcileShares(deps, tradeDate, balances, now);

  await deps.db.transaction(async (tx) => {
    for (const f of fresh) {
      await saveExchangeFile(
        tx,
        {
          tradeDate,
          direction: 'in',
          fileType: f.fileType,
          name: f.name,
          sha256: f.sha256,
          recordCount: f.file.recordCount,
          state: 'imported',
          reason: null,
        },
        now,
      );
    }
    await saveExchangeFile(
      tx,
      {
        tradeDate,
        direction: 'in',
        fileType: INDEX_FILE,
        name: indexFileName({ ...parties, date: tradeDate }),
        sha256: null,
        recordCount: files.length,
        state: 'imported',
        reason: null,
      },
      now,
    );
    if (files.some((f) => f.fileType === '04')) await markDaySentAcknowledged(tx, tradeDate, now);
  });
  return report;
}

const plain = (value: string) => toDecimal(value).toFixed();

async function applyQuotes(deps: ExchangeDeps, file: CheckedFile): Promise<void> {
  const entries = [];
  const statuses = new Map<string, string>();
  for await (const record of file.file.records()) {
    const quote = fromFundQuoteRecord(record);
    // The file's fields carry more decimals than the figures have; the NAV rules check the figures themselves.
    entries.push({
      fundCode: quote.fundCode,
      date: quote.navDate,
      unitNav: plain(quote.nav),
      accNav: plain(quote.accumulatedNav),
      incomePer10k: quote.incomePer10k === null ? undefined : plain(quote.incomePer10k),
      yield7dPercent: quote.yield7d === null ? undefined : plain(quote.yield7d),
    });
    statuses.set(quote.fundCode, toOurFundStatus(quote.fundStatus));
  }
  if (entries.length > 0) await importNavEntries(deps.db, entries);
  await updateFundStatuses(deps.db, statuses);
}

async function applyAccountConfirmations(deps: ExchangeDeps, tradeDate: string, file: CheckedFile, now: Date): Promise<number> {
  const breaks: NewBreak[] = [];
  for await (const record of file.file.records()) {
    const confirmation = fromAccountConfirmationRecord(record);
    if (isSuccessReturn(confirmation.returnCode)) continue;
    breaks.push({
      tradeDate,
      kind: 'account_refused',
      reference: confirmation.appSheetSerialNo,
      transactionAccount: confirmation.transactionAccountId,
      detail: `登记机构未确认账户申请 ${confirmation.appSheetSerialNo}（业务 ${confirmation.businessCode}）：${confirmation.errorDetail || returnCodeText(confirmation.returnCode)}`,
      fileId: null,
      createdAt: now,
    });
  }
  await insertBreaks(deps.db, breaks);
  return breaks.length;
}

const AMOUNT_CONFIRMATIONS = new Set(['120', '122', '139', '130']);
const SHARE_CONFIRMATIONS = new Set(['124', '136', '138']);

// What the registrar confirmed of an order we sent, or why it is a break (kept apart, never applied).
function breakOf(confirmation: TransactionConfirmation, order: SentOrder | undefined): string | null {
  if (!order) return `登记机构确认了未发送的申请 ${confirmation.appSheetSerialNo}`;
  if (order.tradeDate !== confirmation.transactionDate)
    return `申请 ${order.orderNo} 的交易日期为 ${order.tradeDate}，确认文件为 ${confirmation.transactionDate}`;
  if (order.fundCode !== confirmation.fundCode)
    return `申请 ${order.orderNo} 的基金为 ${order.fundCode}，确认文件为 ${confirmation.fundCode}`;
  if (!isSuccessReturn(confirmation.returnCode)) return null;
  if (
    AMOUNT_CONFIRMATIONS.has(confirmation.businessCode) &&
    order.amount !== null &&
    !moneyEquals(order.amount, confirmation.confirmedAmount)
  ) {
    return `申请 ${order.orderNo} 的金额为 ${order.amount} 元，确认金额为 ${confirmation.confirmedAmount} 元`;
  }
  if (SHARE_CONFIRMATIONS.has(confirmation.businessCode) && order.shares !== null && moneyGt(confirmation.confirmedShares, order.shares)) {
    return `申请 ${order.orderNo} 的份额为 ${order.shares} 份，确认份额为 ${confirmation.confirmedShares} 份`;
  }
  return null;
}

// Reads a checked file's records into `page` and hands each full page (and the last) to `flush`, which empties it.
async function inPages<T>(file: CheckedFile, parse: (record: ExchangeRecord) => T, page: T[], flush: () => Promise<void>): Promise<void> {
  for await (const record of file.file.records()) {
    page.push(parse(record));
    if (page.length === PAGE) await flush();
  }
  if (page.length > 0) await flush();
}

async function stageTradeConfirmations(deps: ImportDeps, tradeDate: string, file: CheckedFile, now: Date) {
  const counts = { confirmations: 0, refusals: 0, breaks: 0 };
  const fileRow = await saveExchangeFile(
    deps.db,
    {
      tradeDate,
      direction: 'in',
      fileType: file.fileType,
      name: file.name,
      sha256: file.sha256,
      recordCount: file.file.recordCount,
      state: 'imported',
      reason: null,
    },
    now,
  );
  const page: TransactionConfirmation[] = [];
  const flush = async () => {
    const orders = await ordersByNumber(
      deps.db,
      page.map((c) => c.appSheetSerialNo),
    );
    const staged: StagedConfirmation[] = [];
    const breaks = new Map<string, NewBreak>();
    for (const c of page) {
      const order = orders.get(c.appSheetSerialNo);
      const reason = breakOf(c, order);
      const refused = !isSuccessReturn(c.returnCode);
      staged.push({
        taSerialNo: c.taSerialNo,
        appSheetSerialNo: c.appSheetSerialNo,
        orderId: reason ? null : (order?.id ?? null),
        businessCode: c.businessCode,
        returnCode: c.returnCode,
        returnText: refused ? c.errorDetail || returnCodeText(c.returnCode) : returnCodeText(c.returnCode),
        tradeDate: c.transactionDate,
        confirmDate: c.confirmDate,
        fundCode: c.fundCode,
        confirmedAmount: c.confirmedAmount,
        confirmedShares: c.confirmedShares,
        nav: c.nav,
        fee: c.fee,
        targetShares: c.targetConfirmedShares,
        targetNav: c.targetNav,
        fileId: fileRow.id,
        importedAt: now,
      });
      if (reason) {
        breaks.set(c.taSerialNo, {
          tradeDate,
          kind: order ? 'confirmation_differs' : 'unknown_order',
          customerId: order?.customerId ?? null,
          fundCode: c.fundCode,
          transactionAccount: c.transactionAccountId,
          reference: c.appSheetSerialNo,
          ours: order ? (AMOUNT_CONFIRMATIONS.has(c.businessCode) ? order.amount : order.shares) : null,
          theirs: AMOUNT_CONFIRMATIONS.has(c.businessCode) ? c.confirmedAmount : c.confirmedShares,
          detail: reason,
          fileId: fileRow.id,
          createdAt: now,
        });
      }
    }
    await deps.db.transaction(async (tx) => {
      const inserted = await stageConfirmations(tx, staged);
      const newBreaks = [...breaks].filter(([serial]) => inserted.has(serial)).map(([, row]) => row);
      await insertBreaks(tx, newBreaks);
      for (const row of staged) {
        if (!inserted.has(row.taSerialNo)) continue;
        if (row.returnCode && !isSuccessReturn(row.returnCode)) counts.refusals += 1;
        else counts.confirmations += 1;
      }
      counts.breaks += newBreaks.length;
    });
    for (const row of breaks.values())
      deps.logger?.error({ tradeDate, reference: row.reference, detail: row.detail }, 'registrar confirmation break');
    page.length = 0;
  };
  await inPages(file, fromTransactionConfirmationRecord, page, flush);
  return counts;
}

// The registrar's dividend records (06), staged by its serial number for the batch of T to pay (the dividends step in
// registrar mode); a record for a fund account we do not know is a break.
async function stageRegistrarDividends(deps: ImportDeps, tradeDate: string, file: CheckedFile, now: Date): Promise<number> {
  const fileRow = await saveExchangeFile(
    deps.db,
    {
      tradeDate,
      direction: 'in',
      fileType: file.fileType,
      name: file.name,
      sha256: file.sha256,
      recordCount: file.file.recordCount,
      state: 'imported',
      reason: null,
    },
    now,
  );
  let breaks = 0;
  const page: DividendRecord[] = [];
  const flush = async () => {
    const known = await knownFundAccounts(deps.db, [...new Set(page.map((d) => d.fundAccount))]);
    const unknown = page.filter((d) => !known.has(d.fundAccount));
    await deps.db.transaction(async (tx) => {
      await stageDividends(
        tx,
        page
          .filter((d) => known.has(d.fundAccount))
          .map((d) => ({
            taSerialNo: d.taSerialNo,
            fundAccount: d.fundAccount,
            fundCode: d.fundCode,
            recordDate: d.registerDate,
            exDate: d.exDate,
            payDate: d.payDate,
            cashPerShare: d.dividendPerShare,
            baseShares: d.baseShares,
            cashAmount: d.cashAmount,
            reinvestShares: d.dividendMethod === '0' ? d.reinvestShares : null,
            reinvestNav: d.dividendMethod === '0' ? d.reinvestNav : null,
            method: d.dividendMethod,
            fileId: fileRow.id,
            importedAt: now,
          })),
      );
      const rows: NewBreak[] = unknown.map((d) => ({
        tradeDate,
        kind: 'unknown_account',
        fundCode: d.fundCode,
        transactionAccount: d.transactionAccountId,
        reference: d.taSerialNo,
        theirs: d.cashAmount,
        detail: `登记机构分红记录的基金账户 ${d.fundAccount} 不在本系统：基金 ${d.fundCode}，金额 ${d.cashAmount} 元`,
        fileId: fileRow.id,
        createdAt: now,
      }));
      await insertBreaks(tx, rows);
      breaks += rows.length;
    });
    for (const d of unknown)
      deps.logger?.error({ tradeDate, reference: d.taSerialNo, fundAccount: d.fundAccount }, 'registrar dividend break');
    page.length = 0;
  };
  await inPages(file, fromDividendRecord, page, flush);
  return breaks;
}

// 份额对账: the registrar's shares per fund account and fund against our holdings; each difference is a break (stored,
// logged at error level), never written over our holdings.
async function reconcileShares(deps: ImportDeps, tradeDate: string, file: CheckedFile, now: Date): Promise<number> {
  const theirs = new Map<string, ShareBalance>();
  for await (const record of file.file.records()) {
    const balance = fromShareBalanceRecord(record);
    const key = `${balance.fundAccount}|${balance.fundCode}`;
    const before = theirs.get(key);
    theirs.set(key, before ? { ...balance, totalShares: sumMoney([before.totalShares, balance.totalShares]).toFixed(2) } : balance);
  }
  const breaks: NewBreak[] = [];
  const seen = new Set<string>();
  for (const ours of await ourBalances(deps.db)) {
    const key = `${ours.fundAccount}|${ours.fundCode}`;
    seen.add(key);
    const registrar = theirs.get(key);
    if (registrar && moneyEquals(registrar.totalShares, ours.shares)) continue;
    breaks.push({
      tradeDate,
      kind: registrar ? 'shares_differ' : 'shares_missing',
      customerId: ours.customerId,
      fundCode: ours.fundCode,
      transactionAccount: ours.tradeacco,
      reference: ours.fundAccount,
      ours: ours.shares,
      theirs: registrar?.totalShares ?? '0',
      detail: `基金账户 ${ours.fundAccount} 持有 ${ours.fundCode}：本系统 ${ours.shares} 份，登记机构 ${registrar?.totalShares ?? '0'} 份`,
      fileId: null,
      createdAt: now,
    });
  }
  for (const [key, registrar] of theirs) {
    if (seen.has(key) || moneyEquals(registrar.totalShares, '0')) continue;
    breaks.push({
      tradeDate,
      kind: 'shares_differ',
      fundCode: registrar.fundCode,
      transactionAccount: registrar.transactionAccountId,
      reference: registrar.fundAccount,
      ours: '0',
      theirs: registrar.totalShares,
      detail: `基金账户 ${registrar.fundAccount} 持有 ${registrar.fundCode}：本系统 0 份，登记机构 ${registrar.totalShares} 份`,
      fileId: null,
      createdAt: now,
    });
  }
  await deps.db.transaction(async (tx) => {
    await clearShareBreaks(tx, tradeDate);
    await insertBreaks(tx, breaks);
  });
  for (const row of breaks) deps.logger?.error({ tradeDate, fundCode: row.fundCode, detail: row.detail }, 'share reconciliation break');
  return breaks.length;
}
