import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { exchangeFile, type ExchangeFileRow } from '../../db/schema/exchange.ts';

export type ExchangeDirection = 'out' | 'in';
export type ExchangeFileState = 'sent' | 'acknowledged' | 'received' | 'imported' | 'refused';

export interface ExchangeFileRecord {
  tradeDate: string;
  direction: ExchangeDirection;
  fileType: string;
  name: string;
  sha256: string | null;
  recordCount: number | null;
  state: ExchangeFileState;
  reason: string | null;
}

// One row per file name and direction: writing or reading a file again updates its row.
export async function saveExchangeFile(db: DbExecutor, file: ExchangeFileRecord, now: Date): Promise<ExchangeFileRow> {
  const [row] = await db
    .insert(exchangeFile)
    .values({ ...file, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [exchangeFile.direction, exchangeFile.name],
      set: {
        sha256: file.sha256,
        recordCount: file.recordCount,
        state: file.state,
        reason: file.reason,
        tradeDate: file.tradeDate,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('exchange_file not written');
  return row;
}

export async function exchangeFilesOf(db: DbExecutor, tradeDate: string, direction?: ExchangeDirection): Promise<ExchangeFileRow[]> {
  return db
    .select()
    .from(exchangeFile)
    .where(
      direction ? and(eq(exchangeFile.tradeDate, tradeDate), eq(exchangeFile.direction, direction)) : eq(exchangeFile.tradeDate, tradeDate),
    )
    .orderBy(asc(exchangeFile.direction), asc(exchangeFile.name));
}

export async function markDaySentAcknowledged(db: DbExecutor, tradeDate: string, now: Date): Promise<void> {
  await db
    .update(exchangeFile)
    .set({ state: 'acknowledged', updatedAt: now })
    .where(and(eq(exchangeFile.tradeDate, tradeDate), eq(exchangeFile.direction, 'out'), eq(exchangeFile.state, 'sent')));
}
