import { isTradingDay } from '@fund-direct/domain/calendar';
import { YieldDecimal } from '@fund-direct/domain/yield';
import type { DbExecutor } from '../../db/database.ts';
import { selectLastIndexCloses, upsertIndexCloses } from './fund-report.repository.ts';
import { nextIndexClose, SEED_INDEX_BY_CODE } from './seed/index-closes.ts';
import { fromTenThousandths } from './seed/nav-generator.ts';

// Demo mode: the day's close of every seeded index, from its last stored close by the seed's own walk, so the
// benchmark line grows with the synthetic NAVs. A close already stored for the day (imported) is kept; indexes close
// on trading days only. In production closes come from the console's report import.
export async function publishSyntheticIndexCloses(executor: DbExecutor, date: string): Promise<number> {
  if (!isTradingDay(date)) return 0;
  const closes = (await selectLastIndexCloses(executor, date)).flatMap((row) => {
    const index = SEED_INDEX_BY_CODE.get(row.code);
    if (!index || row.hasDay) return [];
    const last = Number(new YieldDecimal(row.close).times(10_000).toFixed(0));
    return [{ indexCode: row.code, date, close: fromTenThousandths(nextIndexClose(index, last, date)) }];
  });
  await upsertIndexCloses(executor, closes);
  return closes.length;
}
