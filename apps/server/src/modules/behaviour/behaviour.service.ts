import {
  FOOTPRINT_KEEP,
  type BehaviourAckResponse,
  type BehaviourListRequest,
  type BehaviourRefRequest,
  type BehaviourRefType,
  type CollectListResponse,
  type FootprintListResponse,
} from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { formatDate } from '@fund-direct/domain/format';
import type { Database } from '../../db/database.ts';
import { deleteWatch, insertWatch, listOwned, objectExists, pruneFootprints, upsertFootprint, watchedIds } from './behaviour.repository.ts';

const wireTime = (value: Date) => formatDate(value, 'YYYY-MM-DD HH:mm:ss');
const page = (request: BehaviourListRequest) => ({ offset: (request.pageNum - 1) * request.pageSize, limit: request.pageSize });

async function requireObject(db: Database, ref: BehaviourRefRequest): Promise<void> {
  if (!(await objectExists(db, ref))) {
    throw new AppError('RESOURCE_NOT_FOUND', ref.refType === 'own_select' ? '基金不存在' : '文章不存在');
  }
}

// §4: not collected → collected; adding twice keeps one row.
export async function addWatch(db: Database, customerId: string, ref: BehaviourRefRequest, now: Date): Promise<BehaviourAckResponse> {
  await requireObject(db, ref);
  await insertWatch(db, customerId, ref, now);
  return { ...ref, collected: true };
}

// §4: removal (after the client's 是否取消自选？ confirmation); removing what is not there is a no-op.
export async function removeWatch(db: Database, customerId: string, ref: BehaviourRefRequest): Promise<BehaviourAckResponse> {
  await deleteWatch(db, customerId, ref);
  return { ...ref, collected: false };
}

export async function collectList(db: Database, customerId: string, request: BehaviourListRequest): Promise<CollectListResponse> {
  const { rows, total } = await listOwned(db, 'watch', customerId, request.refType, page(request));
  return {
    list: rows.map(({ at, ...row }) => ({ ...row, refType: row.refType as BehaviourRefType, createdAt: wireTime(at) })),
    total,
  };
}

export async function addFootprint(db: Database, customerId: string, ref: BehaviourRefRequest, now: Date): Promise<void> {
  await requireObject(db, ref);
  await db.transaction(async (tx) => {
    await upsertFootprint(tx, customerId, ref, now);
    await pruneFootprints(tx, customerId, FOOTPRINT_KEEP);
  });
}

export async function footprintList(db: Database, customerId: string, request: BehaviourListRequest): Promise<FootprintListResponse> {
  const { rows, total } = await listOwned(db, 'footprint', customerId, request.refType, page(request));
  return {
    list: rows.map(({ at, ...row }) => ({ ...row, refType: row.refType as BehaviourRefType, viewedAt: wireTime(at) })),
    total,
  };
}

// Fund codes on the customer's watchlist: fundListType OWN and isCollect of the fund list.
export function watchedFundCodes(db: Database, customerId: string | null): Promise<string[]> {
  return customerId ? watchedIds(db, customerId, 'own_select') : Promise.resolve([]);
}
