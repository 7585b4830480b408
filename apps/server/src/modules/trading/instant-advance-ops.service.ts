import { shanghaiDate } from '@fund-direct/domain/calendar';
import {
  INSTANT_OPS_TEXT,
  type InstantAdvanceDayResponse,
  type InstantTotalPayload,
  type InstantTotalRequest,
} from '@fund-direct/domain/contracts/ops';
import { AppError, ERRORS } from '@fund-direct/domain/errors';
import { formatMoney } from '@fund-direct/domain/format';
import { moneyEquals, toDecimal, toMoneyString } from '@fund-direct/domain/money';
import { maskCustomerName } from '@fund-direct/domain/ops';
import type { DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { propose } from '../approval/proposal.service.ts';
import { companyDayTotal, companyDayUse } from './instant-advance.repository.ts';
import { advancesOn, pendingTotalProposal, unrecoveredTotal } from './instant-advance-ops.repository.ts';

const DAY_LIST_LIMIT = 500;
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export async function instantAdvanceDay(db: DbExecutor, now: Date, date?: string): Promise<InstantAdvanceDayResponse> {
  const day = date ?? shanghaiDate(now);
  const [use, configuredTotal, pendingTotal, rows, unrecovered] = await Promise.all([
    companyDayUse(db, day),
    companyDayTotal(db),
    pendingTotalProposal(db),
    advancesOn(db, day, DAY_LIST_LIMIT),
    unrecoveredTotal(db),
  ]);
  const left = toDecimal(use.total).minus(use.used);
  return {
    date: day,
    total: toMoneyString(use.total),
    used: toMoneyString(use.used),
    available: toMoneyString(left.isNegative() ? 0 : left),
    configuredTotal: toMoneyString(configuredTotal),
    pendingTotal: pendingTotal === null ? null : toMoneyString(pendingTotal),
    unrecovered: { count: unrecovered.count, amount: toMoneyString(unrecovered.amount) },
    list: rows.map((row) => ({
      orderNo: row.orderNo,
      fundCode: row.fundCode,
      fundName: row.fundName,
      amount: toMoneyString(row.amount),
      custno: row.custno,
      customerNameMasked: maskCustomerName(row.customerName),
      advancedAt: iso(row.advancedAt),
      status: row.status,
      settledAmount: row.settledAmount === null ? null : toMoneyString(row.settledAmount),
      settledAt: row.settledAt === null ? null : iso(row.settledAt),
    })),
  };
}

const refused = (message: string) => new AppError(ERRORS.VALIDATION, message, { field: 'total' });

// A new daily total is a proposal: one at a time, and only when it changes something.
export async function proposeInstantTotal(
  db: DbExecutor,
  actor: StaffActor,
  meta: AuditMeta,
  now: Date,
  request: InstantTotalRequest,
): Promise<{ proposalId: string }> {
  const before = toMoneyString(await companyDayTotal(db));
  const total = toMoneyString(request.total);
  if (moneyEquals(total, before)) throw refused(INSTANT_OPS_TEXT.totalSame);
  if ((await pendingTotalProposal(db)) !== null) throw refused(INSTANT_OPS_TEXT.totalPending);
  const payload: InstantTotalPayload = { total, before };
  const { id } = await propose(db, actor, meta, now, {
    kind: 'instant.total',
    target: 'instant-advance:daily-total',
    summary: `快速取现每日垫资总额由${formatMoney(before)}元调整为${formatMoney(total)}元`,
    before: { total: before },
    after: { total },
    payload,
    ...(request.note ? { note: request.note } : {}),
  });
  return { proposalId: String(id) };
}
