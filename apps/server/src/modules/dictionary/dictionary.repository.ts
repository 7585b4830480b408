import type { DictItem, DictName } from '@fund-direct/domain/codes';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { dictionaryItem } from '../../db/schema/account.ts';

export interface DictRow extends DictItem {
  dictName: string;
}

export async function findDictItems(db: DbExecutor, names: readonly DictName[]): Promise<DictRow[]> {
  if (names.length === 0) return [];
  return db
    .select({ dictName: dictionaryItem.dictName, code: dictionaryItem.code, label: dictionaryItem.label })
    .from(dictionaryItem)
    .where(inArray(dictionaryItem.dictName, [...names]))
    .orderBy(asc(dictionaryItem.dictName), asc(dictionaryItem.sort), asc(dictionaryItem.code));
}

// Replaces one dictionary: upserts the items in order and drops codes no longer listed.
export async function replaceDict(db: DbExecutor, dictName: DictName, items: readonly DictItem[]): Promise<void> {
  if (items.length === 0) {
    await db.delete(dictionaryItem).where(eq(dictionaryItem.dictName, dictName));
    return;
  }
  await db
    .insert(dictionaryItem)
    .values(items.map((item, sort) => ({ dictName, code: item.code, label: item.label, sort })))
    .onConflictDoUpdate({
      target: [dictionaryItem.dictName, dictionaryItem.code],
      set: { label: sql`excluded.label`, sort: sql`excluded.sort` },
    });
  await db.delete(dictionaryItem).where(
    and(
      eq(dictionaryItem.dictName, dictName),
      notInArray(
        dictionaryItem.code,
        items.map((item) => item.code),
      ),
    ),
  );
}
