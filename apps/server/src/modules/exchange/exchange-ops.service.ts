import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  EXCHANGE_TEXT,
  type ExchangeFileParams,
  type ExchangeImportResponse,
  type ExchangeWriteResponse,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import type { AuditAction } from '@fund-direct/domain/ops';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { reconcileAfterBatch } from '../reconciliation/reconciliation.service.ts';
import { TaBatchError } from '../ta/ta.public.ts';
import { runBuiltInRegistrar } from './built-in-registrar.service.ts';
import { ExchangeError, exportExchangeDay, type ExchangeLogger } from './exchange-export.service.ts';
import { importExchangeDay } from './exchange-import.service.ts';
import { exchangeDayDir } from './exchange-paths.ts';
import { recordedFile } from './exchange-view.repository.ts';
import { assertTradingDate } from './exchange-view.service.ts';

export interface ExchangeOpsDeps {
  db: Database;
  config: Pick<Config, 'exchange' | 'nodeEnv'>;
  fieldCipher: FieldCipher;
  logger: ExchangeLogger;
  now: () => Date;
}

interface Who {
  actor: StaffActor;
  meta: AuditMeta;
}

const refused = (message: string) => new AppError('OPS_EXCHANGE_REFUSED', message);

// The console runs the exchange only in exchange mode: in embedded mode the built-in batch confirms the orders, and
// an import would confirm the same day a second time.
function assertExchangeMode(deps: ExchangeOpsDeps): void {
  if (deps.config.exchange.mode !== 'exchange') throw refused(EXCHANGE_TEXT.embeddedMode);
}

// The services refuse a day whose state does not allow the step (before the cut-off, acknowledged, a bad file, no
// NAV of the day for the batch) with a Chinese message that says why; the console shows it as it is.
const isRefusal = (error: unknown): error is Error => error instanceof ExchangeError || error instanceof TaBatchError;

async function asRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isRefusal(error)) throw refused(error.message);
    throw error;
  }
}

async function audit(deps: ExchangeOpsDeps, who: Who, action: AuditAction, tradeDate: string, after: unknown, reason?: string) {
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, { actor: who.actor, meta: who.meta, action, target: tradeDate, after, reason: reason ?? null, at: deps.now() });
  });
}

const serviceDeps = (deps: ExchangeOpsDeps) => ({
  db: deps.db,
  exchange: deps.config.exchange,
  fieldCipher: deps.fieldCipher,
  logger: deps.logger,
});

export async function exportDay(deps: ExchangeOpsDeps, who: Who, tradeDate: string): Promise<ExchangeWriteResponse> {
  assertTradingDate(tradeDate);
  assertExchangeMode(deps);
  const files = await asRefusal(() => exportExchangeDay(serviceDeps(deps), tradeDate, deps.now()));
  await audit(deps, who, 'exchange.export', tradeDate, { files });
  return { tradeDate, files };
}

// The built-in registrar stands in for the real one in demos and tests only.
export async function answerAsRegistrar(deps: ExchangeOpsDeps, who: Who, tradeDate: string): Promise<ExchangeWriteResponse> {
  assertTradingDate(tradeDate);
  assertExchangeMode(deps);
  if (deps.config.nodeEnv === 'production') throw refused(EXCHANGE_TEXT.counterpartyProduction);
  const files = await asRefusal(() => runBuiltInRegistrar(serviceDeps(deps), tradeDate, deps.now()));
  await audit(deps, who, 'exchange.counterparty', tradeDate, { files });
  return { tradeDate, files };
}

// A refused file is recorded by the import itself (state refused, its reason); the attempt is audited with that reason.
export async function importDay(deps: ExchangeOpsDeps, who: Who, tradeDate: string): Promise<ExchangeImportResponse> {
  assertTradingDate(tradeDate);
  assertExchangeMode(deps);
  let report;
  try {
    report = await importExchangeDay(serviceDeps(deps), tradeDate, deps.now());
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await audit(deps, who, 'exchange.import', tradeDate, { imported: false }, error.message);
    throw refused(error.message);
  }
  const reconciliation = await reconcileAfterBatch(deps.db, tradeDate, deps.now(), deps.logger);
  const { files, confirmations, refusals, breaks, shareBreaks } = report;
  const result = {
    tradeDate,
    files,
    confirmations,
    refusals,
    breaks,
    shareBreaks,
    reconciliation: reconciliation ? reconciliation.status : ('failed' as const),
  };
  await audit(deps, who, 'exchange.import', tradeDate, result);
  return result;
}

export interface ExchangeDownload {
  name: string;
  size: number;
  stream: ReadStream;
}

// Only a file recorded for that day and box is served, from the box's folder of that day: the name was checked
// against the protocol's pattern and must equal a recorded name, so it never walks out of the folder.
export async function exchangeFileDownload(
  deps: Pick<ExchangeOpsDeps, 'db' | 'config'>,
  params: ExchangeFileParams,
): Promise<ExchangeDownload> {
  assertTradingDate(params.date);
  const row = await recordedFile(deps.db, params.date, params.direction, params.name);
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', `文件（name）${params.name} 不是该交易日记录的数据交换文件`);
  const file = path.join(exchangeDayDir(deps.config.exchange, params.direction === 'out' ? 'outbox' : 'inbox', params.date), row.name);
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new AppError('RESOURCE_NOT_FOUND', `文件（name）${row.name} 已不在交换目录中`);
  }
  return { name: row.name, size, stream: createReadStream(file) };
}
