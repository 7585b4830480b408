import { access } from 'node:fs/promises';
import path from 'node:path';
import { isTradingDay, previousTradingDay, shanghaiDate } from '@fund-direct/domain/calendar';
import {
  EXCHANGE_BREAK_KINDS,
  EXCHANGE_DIRECTIONS,
  EXCHANGE_FILE_STATES,
  EXCHANGE_INDEX_FILE_LABEL,
  EXCHANGE_MODES,
  EXCHANGE_RECENT_DAYS,
  type ExchangeDayResponse,
  type ExchangeDaysResponse,
  type ExchangeFileStateCode,
  type ExchangeFileView,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { EXCHANGE_FILE_TYPES } from '@fund-direct/domain/exchange';
import { maskCustomerName } from '@fund-direct/domain/ops';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { ExchangeFileRow } from '../../db/schema/exchange.ts';
import { INDEX_FILE } from './exchange-export.service.ts';
import { exchangeFilesOf, type ExchangeDirection } from './exchange-files.repository.ts';
import { exchangeDayDir } from './exchange-paths.ts';
import { breakCounts, breaksOfDay, fileStateCounts } from './exchange-view.repository.ts';
import { dataFileName, indexFileName } from './protocol/exchange-file-name.ts';

export interface ExchangeViewDeps {
  db: Database;
  config: Pick<Config, 'exchange' | 'nodeEnv'>;
}

// The files a trading day should have in each box: our applications out, the registrar's answers in, each with its
// index (docs/ta-exchange.md).
const EXPECTED: Record<ExchangeDirection, readonly string[]> = {
  out: ['01', '03', INDEX_FILE],
  in: ['02', '04', '05', '06', '07', INDEX_FILE],
};

// A date the exchange can concern: a trading day the calendar covers, refused as a client mistake otherwise.
export function assertTradingDate(date: string): void {
  let trading: boolean;
  try {
    trading = isTradingDay(date);
  } catch {
    throw new AppError('VALIDATION', `交易日（date）${date} 不在交易日历范围内`, { field: 'date' });
  }
  if (!trading) throw new AppError('VALIDATION', `交易日（date）${date} 不是交易日`, { field: 'date' });
}

function modeOf(config: ExchangeViewDeps['config']) {
  return {
    mode: config.exchange.mode,
    modeLabel: EXCHANGE_MODES[config.exchange.mode],
    counterpartyAllowed: config.nodeEnv !== 'production',
  };
}

export async function exchangeDays(deps: ExchangeViewDeps, now: Date): Promise<ExchangeDaysResponse> {
  const today = shanghaiDate(now);
  const days: string[] = [isTradingDay(today) ? today : previousTradingDay(today)];
  while (days.length < EXCHANGE_RECENT_DAYS) days.push(previousTradingDay(days[days.length - 1] ?? today));
  const from = days[days.length - 1] ?? today;
  const [counts, breaks] = await Promise.all([fileStateCounts(deps.db, from, today), breakCounts(deps.db, from, today)]);
  return {
    ...modeOf(deps.config),
    days: days.map((tradeDate) => {
      const byState = new Map<ExchangeFileStateCode, number>();
      for (const row of counts) {
        if (row.tradeDate !== tradeDate) continue;
        const state = row.state as ExchangeFileStateCode;
        byState.set(state, (byState.get(state) ?? 0) + Number(row.n));
      }
      return {
        tradeDate,
        files: [...byState].map(([state, count]) => ({ state, stateLabel: EXCHANGE_FILE_STATES[state], count })),
        breaks: breaks.get(tradeDate) ?? 0,
      };
    }),
  };
}

function typeLabel(fileType: string): string {
  if (fileType === INDEX_FILE) return EXCHANGE_INDEX_FILE_LABEL;
  return (EXCHANGE_FILE_TYPES as Record<string, string>)[fileType] ?? `类型 ${fileType}`;
}

function viewOf(direction: ExchangeDirection, fileType: string, name: string, row: ExchangeFileRow | undefined, onDisk: boolean) {
  const state: ExchangeFileStateCode = row
    ? (row.state as ExchangeFileStateCode)
    : direction === 'out'
      ? 'pending'
      : onDisk
        ? 'received'
        : 'awaiting';
  return {
    direction,
    directionLabel: EXCHANGE_DIRECTIONS[direction],
    fileType,
    fileTypeLabel: typeLabel(fileType),
    name,
    state,
    stateLabel: EXCHANGE_FILE_STATES[state],
    recordCount: row?.recordCount ?? null,
    sha256: row?.sha256 ?? null,
    // A registrar's file in the inbox that no import has read yet says so.
    reason: row?.reason ?? (!row && onDisk ? '已在收件箱，尚未导入' : null),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    downloadable: row !== undefined,
  } satisfies ExchangeFileView;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function boxOf(deps: ExchangeViewDeps, tradeDate: string, direction: ExchangeDirection, rows: readonly ExchangeFileRow[]) {
  const { salesAgencyCode, taCode } = deps.config.exchange;
  const parties = direction === 'out' ? { sender: salesAgencyCode, receiver: taCode } : { sender: taCode, receiver: salesAgencyCode };
  const dir = exchangeDayDir(deps.config.exchange, direction === 'out' ? 'outbox' : 'inbox', tradeDate);
  const recorded = new Map(rows.filter((row) => row.direction === direction).map((row) => [row.name, row]));
  const views: ExchangeFileView[] = [];
  for (const fileType of EXPECTED[direction]) {
    const name =
      fileType === INDEX_FILE ? indexFileName({ ...parties, date: tradeDate }) : dataFileName({ ...parties, date: tradeDate, fileType });
    const row = recorded.get(name);
    recorded.delete(name);
    views.push(viewOf(direction, fileType, name, row, direction === 'in' && !row && (await exists(path.join(dir, name)))));
  }
  // Anything else recorded for the day (a file the index named that we do not expect) is shown after them.
  for (const row of recorded.values()) views.push(viewOf(direction, row.fileType, row.name, row, true));
  return views;
}

export async function exchangeDay(deps: ExchangeViewDeps, tradeDate: string): Promise<ExchangeDayResponse> {
  assertTradingDate(tradeDate);
  const rows = await exchangeFilesOf(deps.db, tradeDate);
  const breaks = await breaksOfDay(deps.db, tradeDate);
  return {
    ...modeOf(deps.config),
    tradeDate,
    outbox: await boxOf(deps, tradeDate, 'out', rows),
    inbox: await boxOf(deps, tradeDate, 'in', rows),
    breaks: breaks.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      kindLabel: (EXCHANGE_BREAK_KINDS as Record<string, string>)[row.kind] ?? row.kind,
      customerNameMasked: row.custno ? maskCustomerName(row.customerName) : null,
      custno: row.custno,
      fundCode: row.fundCode,
      transactionAccount: row.transactionAccount,
      reference: row.reference,
      ours: row.ours,
      theirs: row.theirs,
      detail: row.detail,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  };
}
