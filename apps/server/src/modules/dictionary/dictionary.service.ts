import { DICT_NAMES, moveChinaFirst, type DictItem, type DictName } from '@fund-direct/domain/codes';
import type { DictResponse } from '@fund-direct/domain/contracts';
import type { DbExecutor } from '../../db/database.ts';
import { findDictItems } from './dictionary.repository.ts';

// §3: every name asked for is answered (an empty list when nothing is stored); nationality has 156 first.
export async function dictionariesByName(db: DbExecutor, names: readonly DictName[]): Promise<DictResponse> {
  const rows = await findDictItems(db, names);
  const result: DictResponse = {};
  for (const name of names) result[name] = [];
  for (const row of rows) {
    result[row.dictName as DictName]?.push({ code: row.code, label: row.label });
  }
  const nationality = result[DICT_NAMES.nationality];
  if (nationality) result[DICT_NAMES.nationality] = moveChinaFirst<DictItem>(nationality);
  return result;
}
