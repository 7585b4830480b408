import type { DatabaseHandle, Exclusive } from '../../db/database.ts';

// Any constant works (the batch steps use 4_719_002, migrations 4_719_001): whoever holds it runs the day's batch, and a
// batch started meanwhile on another instance (its scheduler, `ta confirm`) declines rather than queueing a second run.
export const TA_RUN_ONCE_KEY = 4_719_003;

export const TA_DECLINED_MESSAGE = '另一个实例正在运行 TA 批处理，本次未运行；它结束后可再次执行（已确认的订单不会重复确认）';

export function runTaOnce<T>(database: Pick<DatabaseHandle, 'runExclusive'>, work: () => Promise<T>): Promise<Exclusive<T>> {
  return database.runExclusive(TA_RUN_ONCE_KEY, work);
}
