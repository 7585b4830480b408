import { FUND_TYPES, type FundTypeCode } from '@fund-direct/domain/codes';
import type {
  NavGridFund,
  NavGridResponse,
  NavProposeRequest,
  NavProposeResponse,
  NavPublishPayload,
} from '@fund-direct/domain/contracts/ops';
import { isTradingDay } from '@fund-direct/domain/calendar';
import { AppError } from '@fund-direct/domain/errors';
import type { CheckedNav } from '@fund-direct/domain/nav';
import { YieldDecimal } from '@fund-direct/domain/yield';
import type { Database, DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { proposalDetail, proposalList, propose } from '../approval/proposal.service.ts';
import { selectNavGrid, selectPublishedNavs } from './nav-ops.repository.ts';
import { checkNavPublication, navProblemsMessage } from './nav-publish.service.ts';
import { previewOf } from './nav-validation.service.ts';

export interface NavOpsDeps {
  db: Database;
  now: () => Date;
  // TA_SCHEDULE=demo: the server publishes synthetic NAVs itself (never in production).
  demoMode: boolean;
}

type NavValues = { unitNav: string | null; accNav: string | null; incomePer10k: string | null; yield7dPercent: string | null };

// Staff read and type the 7-day yield in percent; it is stored as a fraction.
const percentOf = (fraction: string | null) => (fraction === null ? null : new YieldDecimal(fraction).times(100).toFixed(4));

const QDII: FundTypeCode = '8';

function valuesOf(row: { unitNav: string | null; accNav: string | null; incomePer10k: string | null; yield7d: string | null }): NavValues {
  return { unitNav: row.unitNav, accNav: row.accNav, incomePer10k: row.incomePer10k, yield7dPercent: percentOf(row.yield7d) };
}

// The NAVs waiting for review for `date`, by fund code (the latest proposal wins).
async function pendingNavs(db: DbExecutor, date: string): Promise<Map<string, NavValues & { proposalId: string }>> {
  const pending = new Map<string, NavValues & { proposalId: string }>();
  const { list } = await proposalList(db, { status: 'pending', kind: 'nav.publish', page: 1, pageSize: 100 });
  for (const item of list.filter((p) => p.target === date).reverse()) {
    const detail = await proposalDetail(db, item.id);
    for (const [code, values] of Object.entries((detail.after ?? {}) as Record<string, NavValues>)) {
      pending.set(code, { ...values, proposalId: item.id });
    }
  }
  return pending;
}

// A date outside the calendar's coverage is not a trading day the console can publish.
function tradingDay(date: string): boolean {
  try {
    return isTradingDay(date);
  } catch {
    return false;
  }
}

// GET /api/ops/navs?date=: every fund of the day's grid with its previous NAV and the day's (published or pending).
export async function navGrid(deps: NavOpsDeps, date: string): Promise<NavGridResponse> {
  const [rows, pending] = await Promise.all([selectNavGrid(deps.db, date), pendingNavs(deps.db, date)]);
  const funds = rows.map((row): NavGridFund => {
    const waiting = pending.get(row.code);
    const today = waiting
      ? {
          state: 'pending' as const,
          proposalId: waiting.proposalId,
          unitNav: waiting.unitNav,
          accNav: waiting.accNav,
          incomePer10k: waiting.incomePer10k,
          yield7dPercent: waiting.yield7dPercent,
        }
      : row.published
        ? { state: 'published' as const, proposalId: null, ...valuesOf(row) }
        : null;
    return {
      fundCode: row.code,
      fundName: row.name,
      fundTypeLabel: FUND_TYPES[row.fundType as FundTypeCode] ?? row.fundType,
      isMoneyFund: row.isMoneyFund,
      isQdii: row.fundType === QDII,
      previous: row.prevDate
        ? {
            date: row.prevDate,
            ...valuesOf({ unitNav: row.prevUnitNav, accNav: row.prevAccNav, incomePer10k: row.prevIncomePer10k, yield7d: row.prevYield7d }),
          }
        : null,
      today,
    };
  });
  return { date, isTradingDay: tradingDay(date), demoMode: deps.demoMode, funds };
}

const proposedValues = (row: CheckedNav): NavValues => ({
  unitNav: row.unitNav,
  accNav: row.accNav,
  incomePer10k: row.incomePer10k,
  yield7dPercent: percentOf(row.yield7d),
});

// POST /api/ops/navs/propose: refused with every problem (nothing written), or one 'nav.publish' proposal whose
// before/after are the funds' current and new NAVs of that day.
export async function proposeNavs(
  deps: NavOpsDeps,
  actor: StaffActor,
  meta: AuditMeta,
  request: NavProposeRequest,
): Promise<NavProposeResponse> {
  const flagged = new Set<string>();
  const payload: NavPublishPayload = { date: request.date, rows: request.rows, reasons: {} };
  return deps.db.transaction(async (tx) => {
    const { result, problems } = await checkNavPublication(tx, { ...payload, reasons: request.reasons });
    if (problems.length > 0) {
      throw new AppError('VALIDATION', navProblemsMessage('净值未提交', problems), {
        ...previewOf(request.date, result),
        errors: problems,
      });
    }
    // Only the reasons of flagged rows travel with the proposal.
    for (const flag of result.flags) flagged.add(flag.fundCode);
    for (const code of flagged) payload.reasons[code] = (request.reasons[code] ?? '').trim();
    const codes = result.rows.map((r) => r.fundCode);
    const published = new Map((await selectPublishedNavs(tx, request.date, codes)).map((r) => [r.fundCode, valuesOf(r)]));
    const before = Object.fromEntries(codes.map((code) => [code, published.get(code) ?? null]));
    const after = Object.fromEntries(result.rows.map((row) => [row.fundCode, proposedValues(row)]));
    const reasons = flagged.size > 0 ? `；${flagged.size} 只涨跌异常已说明原因` : '';
    const { id } = await propose(tx, actor, meta, deps.now(), {
      kind: 'nav.publish',
      target: request.date,
      summary: `${request.date} 净值发布：${result.rows.length} 只基金${reasons}`,
      payload,
      before,
      after,
      note: request.note ?? null,
    });
    return { proposalId: id, rows: result.rows.length, flagged: flagged.size };
  });
}
