import { timingSafeEqual } from 'node:crypto';
import { shanghaiDayStart } from '@fund-direct/domain/calendar';
import {
  dataExportUrl,
  EXPORT_DAILY_LIMIT,
  EXPORT_LINK_HOURS,
  PERSONAL_DATA_ERRORS,
  type DataExportItem,
} from '@fund-direct/domain/contracts';
import { formatDate } from '@fund-direct/domain/format';
import { AppError } from '@fund-direct/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import { messageList } from '../assets/messages.service.ts';
import { consentList } from '../consent/consent.public.ts';
import { renderPdf } from '../files/files.public.ts';
import {
  authEventRows,
  cardRows,
  footprintRows,
  holdingRows,
  orderRows,
  planRows,
  profileRow,
  riskRows,
  sessionRows,
  watchRows,
} from './export-contents.repository.ts';
import {
  claimExport,
  countRequestedSince,
  dropExpiredFiles,
  exportsOf,
  failExport,
  finishExport,
  hasWaitingExport,
  insertExport,
  setProgress,
  takeExportFile,
  type ExportRow,
} from './data-export.repository.ts';
import { exportJson, exportPdfBlocks, GAP, type ExportSource } from './export-document.ts';

export interface PersonalDataDeps {
  db: Database;
  cipher: FieldCipher;
  now: () => Date;
  log: FastifyBaseLogger;
}

const HOUR_MS = 3_600_000;
// An export an instance has worked on this long without finishing is taken up again by another.
const STALE_AFTER_MS = 10 * 60_000;
const LISTED = 10;

// The link's token: a keyed digest of the export's id, so it is never stored and cannot be made without the data key.
function tokenOf(cipher: FieldCipher, id: string): string {
  return cipher.digest(`data-export:${id}`);
}

export function tokenMatches(cipher: FieldCipher, id: string, token: string): boolean {
  const expected = Buffer.from(tokenOf(cipher, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function toItem(cipher: FieldCipher, row: ExportRow, now: Date): DataExportItem {
  const expired = row.state === 'ready' && row.expiresAt !== null && row.expiresAt < now;
  const live = row.state === 'ready' && !expired;
  const token = live ? tokenOf(cipher, row.id) : '';
  return {
    id: row.id,
    state: expired ? 'expired' : (row.state as DataExportItem['state']),
    progress: row.progress,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    jsonUrl: live ? dataExportUrl(row.id, token, 'json') : null,
    pdfUrl: live ? dataExportUrl(row.id, token, 'pdf') : null,
    downloads: row.downloads,
  };
}

export async function requestExport(
  deps: PersonalDataDeps,
  customerId: string,
  meta: { ip: string; userAgent: string | null },
): Promise<DataExportItem> {
  const now = deps.now();
  if (await hasWaitingExport(deps.db, customerId)) throw new AppError(PERSONAL_DATA_ERRORS.EXPORT_BUSY);
  if ((await countRequestedSince(deps.db, customerId, shanghaiDayStart(now))) >= EXPORT_DAILY_LIMIT) {
    throw new AppError(PERSONAL_DATA_ERRORS.EXPORT_DAILY_LIMIT);
  }
  const row = await insertExport(deps.db, { customerId, at: now, ip: meta.ip, userAgent: meta.userAgent });
  return toItem(deps.cipher, row, now);
}

export async function listExports(deps: PersonalDataDeps, customerId: string): Promise<DataExportItem[]> {
  const now = deps.now();
  return (await exportsOf(deps.db, customerId, LISTED)).map((row) => toItem(deps.cipher, row, now));
}

function unsealed(cipher: FieldCipher, blob: string | null): string | null {
  if (!blob) return null;
  try {
    return cipher.decrypt(blob);
  } catch {
    return null;
  }
}

// Reads each kind of record in turn, telling the customer how far it has got.
async function gather(deps: PersonalDataDeps, exportId: string, customerId: string): Promise<ExportSource> {
  const { db } = deps;
  const profile = await profileRow(db, customerId);
  if (!profile) throw new Error(`customer ${customerId} of export ${exportId} not found`);
  const steps = {
    cards: () => cardRows(db, customerId),
    risk: () => riskRows(db, customerId),
    orders: () => orderRows(db, customerId),
    holdings: () => holdingRows(db, customerId),
    plans: () => planRows(db, customerId),
    sessions: () => sessionRows(db, customerId),
    signIns: () => authEventRows(db, customerId),
    consents: () => consentList(db, customerId),
    messages: async () => (await messageList({ db, now: deps.now }, customerId)).list,
    watchlist: () => watchRows(db, customerId),
    footprints: () => footprintRows(db, customerId),
  };
  const entries = Object.entries(steps);
  const read: Record<string, unknown> = {};
  for (const [index, [name, load]] of entries.entries()) {
    read[name] = await load();
    await setProgress(db, exportId, Math.floor(((index + 1) / entries.length) * 90));
  }
  return { profile, idno: unsealed(deps.cipher, profile.idnoEnc), ...(read as Omit<ExportSource, 'profile' | 'idno'>) };
}

async function prepare(deps: PersonalDataDeps, exportId: string, customerId: string): Promise<void> {
  const source = await gather(deps, exportId, customerId);
  const readyAt = deps.now();
  const data = exportJson(source, readyAt);
  const json = Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8');
  const pdf = renderPdf({
    title: '个人信息副本',
    subtitle: `客户号 ${data.profile.customerNo}${GAP}生成时间 ${formatDate(readyAt, 'YYYY-MM-DD HH:mm:ss')}`,
    blocks: exportPdfBlocks(data),
    footer: '沣泽基金管理有限公司　客服热线 400-921-7000',
    date: formatDate(readyAt, 'YYYY-MM-DD'),
  });
  await finishExport(deps.db, exportId, { json, pdf, readyAt, expiresAt: new Date(readyAt.getTime() + EXPORT_LINK_HOURS * HOUR_MS) });
}

// Prepares every waiting export, one after another; answers how many it finished.
export async function runWaitingExports(deps: PersonalDataDeps): Promise<number> {
  let done = 0;
  for (;;) {
    const now = deps.now();
    const claimed = await claimExport(deps.db, now, new Date(now.getTime() - STALE_AFTER_MS));
    if (!claimed) break;
    try {
      await prepare(deps, claimed.id, claimed.customerId);
      done += 1;
    } catch (error) {
      deps.log.error({ err: error, exportId: claimed.id }, 'data export failed');
      await failExport(deps.db, claimed.id);
    }
  }
  await dropExpiredFiles(deps.db, deps.now());
  return done;
}

export async function exportFile(deps: PersonalDataDeps, id: string, token: string, format: 'json' | 'pdf'): Promise<Buffer> {
  if (!tokenMatches(deps.cipher, id, token)) throw new AppError(PERSONAL_DATA_ERRORS.EXPORT_EXPIRED);
  const body = await takeExportFile(deps.db, id, format, deps.now());
  if (!body) throw new AppError(PERSONAL_DATA_ERRORS.EXPORT_EXPIRED);
  return body;
}
