import { isTradingDay, previousTradingDay } from '@fund-direct/domain/calendar';
import { toAccountApplicationRecord, toTransactionApplicationRecord, type LaidOutFileType } from '@fund-direct/domain/exchange';
import { isBeforeCancelDeadline } from '@fund-direct/domain/trade';
import type { ExchangeConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import { placePlanDeductions } from '../ta/ta.public.ts';
import { failUnpaidRemittances } from '../trading/remittance.service.ts';
import { accountApplicationOf, transactionApplicationOf } from './application-records.ts';
import { accountApplications, transactionApplications } from './applications.repository.ts';
import { exchangeFilesOf, saveExchangeFile } from './exchange-files.repository.ts';
import { ensureExchangeDayDir } from './exchange-paths.ts';
import { writeDataFile } from './protocol/data-file-writer.ts';
import { writeIndexFile } from './protocol/index-file.ts';

export interface ExchangeDeps {
  db: Database;
  exchange: ExchangeConfig;
  fieldCipher: FieldCipher;
}

const ACCOUNT_APPLICATIONS: LaidOutFileType = '01';
const TRANSACTION_APPLICATIONS: LaidOutFileType = '03';
// exchange_file's file_type of an index file (data files carry the protocol's two-digit type).
export const INDEX_FILE = 'index';

// Breaks and refused files are logged at error level.
export interface ExchangeLogger {
  error(details: object, message: string): void;
}

export class ExchangeError extends Error {
  override readonly name = 'ExchangeError';
}

export interface WrittenFile {
  name: string;
  fileType: string;
  recordCount: number;
  sha256: string;
}

export function assertExchangeDate(tradeDate: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(tradeDate)) throw new ExchangeError(`日期格式应为 YYYY-MM-DD：${tradeDate}`);
  let trading: boolean;
  try {
    trading = isTradingDay(tradeDate);
  } catch (error) {
    throw new ExchangeError(`交易日历不包含 ${tradeDate}：${(error as Error).message}`);
  }
  if (!trading) throw new ExchangeError(`${tradeDate} 不是交易日，没有申请可发送`);
}

// After T's cut-off: the account applications of the days since the previous trading day and the transaction
// applications of T go to the outbox, each data file with the index file naming them. Writing a day again gives
// the same bytes while nothing changed; once the registrar's confirmations of T are in, T is not sent again.
export async function exportExchangeDay(deps: ExchangeDeps, tradeDate: string, now: Date): Promise<WrittenFile[]> {
  assertExchangeDate(tradeDate);
  const sent = await exchangeFilesOf(deps.db, tradeDate, 'out');
  if (sent.some((file) => file.state === 'acknowledged')) {
    throw new ExchangeError(`${tradeDate} 的申请文件已被登记机构确认，不再重复发送`);
  }
  if (isBeforeCancelDeadline(tradeDate, now)) throw new ExchangeError(`${tradeDate} 15:00 截止前仍可下单和撤单，截止后才能生成申请文件`);
  // A remittance whose money did not come by the cut-off fails now, so that it is not sent; the plans due on T place
  // their deductions, so that they are.
  await failUnpaidRemittances(deps.db, tradeDate, now);
  await placePlanDeductions(deps.db, tradeDate, now);

  const { salesAgencyCode: sender, taCode: receiver, version } = deps.exchange;
  const dir = await ensureExchangeDayDir(deps.exchange, 'outbox', tradeDate);
  const header = { version, sender, receiver, date: tradeDate };

  const accounts = (await accountApplications(deps.db, previousTradingDay(tradeDate), tradeDate)).map((row, index) =>
    toAccountApplicationRecord(accountApplicationOf(row, tradeDate, index, sender, (blob) => deps.fieldCipher.decrypt(blob))),
  );
  const orders = async function* () {
    for await (const row of transactionApplications(deps.db, tradeDate)) {
      yield toTransactionApplicationRecord(transactionApplicationOf(row, sender));
    }
  };
  const written: WrittenFile[] = [];
  for (const [fileType, records] of [
    [ACCOUNT_APPLICATIONS, accounts],
    [TRANSACTION_APPLICATIONS, orders()],
  ] as const) {
    const file = await writeDataFile(dir, { ...header, fileType, records });
    written.push({ name: file.name, fileType, recordCount: file.recordCount, sha256: file.sha256 });
  }
  const index = await writeIndexFile(dir, { ...header, fileNames: written.map((file) => file.name) });
  written.push({ name: index.name, fileType: INDEX_FILE, recordCount: written.length, sha256: index.sha256 });

  await deps.db.transaction(async (tx) => {
    for (const file of written) {
      await saveExchangeFile(tx, { tradeDate, direction: 'out', state: 'sent', reason: null, ...file }, now);
    }
  });
  return written;
}
