import { FUND_TYPES, labelOf } from '@fund-direct/domain/codes';
import type { ManagerDetailResponse, ManagerSummary, ManagerTenure } from '@fund-direct/domain/contracts';
import { AppError, ERRORS } from '@fund-direct/domain/errors';
import { daysBetween } from '@fund-direct/domain/yield';
import type { Database } from '../../db/database.ts';
import { imageUrl } from '../fund/fund-detail.service.ts';
import { selectManager, selectManagerPage, selectTenures, type ManagerDbRow, type ManagerTenureRow } from './manager.repository.ts';

export const MANAGER_NOT_FOUND = '基金经理不存在';

// Whole years since the manager's career began, as of `today` (YYYY-MM-DD).
export function yearsOfExperience(careerStart: string, today: string): number {
  return Math.max(0, Math.floor(daysBetween(careerStart, today) / 365.25));
}

function summary(row: ManagerDbRow, tenures: readonly ManagerTenureRow[], imageBase: string, today: string): ManagerSummary {
  return {
    manId: row.manId,
    name: row.name,
    avatar: imageUrl(imageBase, row.avatar),
    title: row.title,
    education: row.education,
    yearsOfExperience: yearsOfExperience(row.careerStartDate, today),
    currentFunds: tenures
      .filter((t) => t.manId === row.manId && t.endDate === null)
      .map((t) => ({ fundcode: t.fundCode, fundname: t.fundName })),
  };
}

export async function listManagers(db: Database, page: { pageNum: number; pageSize: number }, imageBase: string, today: string) {
  const { rows, total } = await selectManagerPage(db, (page.pageNum - 1) * page.pageSize, page.pageSize);
  const tenures =
    rows.length > 0
      ? await selectTenures(
          db,
          rows.map((r) => r.manId),
        )
      : [];
  return { list: rows.map((row) => summary(row, tenures, imageBase, today)), total };
}

function tenure(row: ManagerTenureRow): ManagerTenure {
  return {
    fundcode: row.fundCode,
    fundname: row.fundName,
    fundType: row.fundType,
    fundTypeLabel: labelOf(FUND_TYPES, row.fundType) ?? FUND_TYPES['15'],
    startDate: row.startDate,
    endDate: row.endDate,
    returnDuringTenure: row.returnDuringTenure,
  };
}

export async function managerDetail(db: Database, manId: string, imageBase: string, today: string): Promise<ManagerDetailResponse> {
  const row = await selectManager(db, manId);
  if (!row) throw new AppError(ERRORS.RESOURCE_NOT_FOUND, MANAGER_NOT_FOUND);
  const tenures = await selectTenures(db, [manId]);
  const { currentFunds: _current, ...manager } = summary(row, tenures, imageBase, today);
  return {
    manager: { ...manager, biography: row.biography, careerStartDate: row.careerStartDate },
    currentFunds: tenures.filter((t) => t.endDate === null).map(tenure),
    formerFunds: tenures.filter((t) => t.endDate !== null).map(tenure),
  };
}
