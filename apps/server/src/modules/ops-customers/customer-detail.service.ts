import { shanghaiDate } from '@fund-direct/domain/calendar';
import {
  bankName,
  ID_TYPES,
  IDCARD_UPLOAD_STATUSES,
  INVESTOR_TYPES,
  investorType,
  labelOf,
  NO_ACCOUNT_CUSTBELONGTO,
  RECORD_STATUSES,
  riskAssessmentExpired,
  TRADE_BUSINESS_CODES,
} from '@fund-direct/domain/codes';
import { maskStoredCard } from '@fund-direct/domain/contracts';
import {
  CUSTOMER_DETAIL_LIMITS,
  CUSTOMER_OPS_TEXT,
  type CustomerDetailResponse,
  type CustomerEventView,
  type CustomerOrderView,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { maskIdNo, maskMobile } from '@fund-direct/domain/format';
import { isIdExpired } from '@fund-direct/domain/guards';
import { AUDIT_ACTIONS, PROPOSAL_KINDS, type AuditAction, type ProposalKind } from '@fund-direct/domain/ops';
import { isBeforeCancelDeadline, isCancellableKind } from '@fund-direct/domain/trade';
import type { CustomerRow } from '../../db/schema/customer.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import { messageList } from '../assets/messages.service.ts';
import type { SessionStore } from '../session/session.service.ts';
import { tradePasswordLocked } from '../trade-password/trade-password.service.ts';
import { customerPlans } from '../trading/fixed-plan.service.ts';
import type { RemitAccount } from '@fund-direct/domain/contracts';
import type { Database } from '../../db/database.ts';
import {
  authEventsOf,
  cardHistoryOf,
  closureOf,
  findCustomerRow,
  fundAccountOf,
  holdingsOf,
  pendingCancelOrderIds,
  recentOrdersOf,
  riskAssessmentsOf,
  staffActionsOn,
  type DetailOrderRow,
} from './customer-detail.repository.ts';
import { liveCardsOf } from './ops-customers.repository.ts';

export interface CustomerDetailDeps {
  db: Database;
  cipher: FieldCipher;
  sessions: SessionStore;
  remitAccount: RemitAccount;
  now: () => Date;
}

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

function maskedIdno(cipher: FieldCipher, blob: string | null): string | null {
  if (!blob) return null;
  try {
    return maskIdNo(cipher.decrypt(blob));
  } catch {
    return null;
  }
}

const AUTH_EVENT_TITLES: Record<string, { kind: CustomerEventView['kind']; title: string }> = {
  register: { kind: 'register', title: '注册' },
  login: { kind: 'login', title: '密码登录' },
  'code-login': { kind: 'login', title: '验证码登录' },
  'login-locked': { kind: 'login', title: '登录被锁定' },
  logout: { kind: 'logout', title: '退出登录' },
  'password-change': { kind: 'login', title: '修改登录密码' },
  'password-reset': { kind: 'login', title: '重置登录密码' },
};

export function orderViewOf(row: DetailOrderRow, now: Date, cancelPending: boolean): CustomerOrderView {
  return {
    id: row.id,
    orderNo: row.orderNo,
    businessCode: row.businessCode,
    businessLabel: labelOf(TRADE_BUSINESS_CODES, row.businessCode) ?? row.businessCode,
    fundCode: row.fundCode,
    fundName: row.fundName ?? row.fundCode,
    targetFundCode: row.targetFundCode,
    amount: row.amount,
    shares: row.shares,
    tradeDate: row.tradeDate,
    placedAt: row.placedAt.toISOString(),
    status: row.status,
    statusLabel: labelOf(RECORD_STATUSES, row.status) ?? row.status,
    cancellable: orderCancellable(row, now),
    cancelPending,
  };
}

export function orderCancellable(row: Pick<DetailOrderRow, 'status' | 'businessCode' | 'tradeDate'>, now: Date): boolean {
  return row.status === '9' && isCancellableKind(row.businessCode) && isBeforeCancelDeadline(row.tradeDate, now);
}

function accountOf(row: CustomerRow, closure: { at: Date; retainUntil: string } | undefined, now: Date): CustomerDetailResponse['account'] {
  const investor = investorType(row.riskability);
  return {
    custbelongto: row.custbelongto,
    custbelongtoLabel: row.custbelongto === NO_ACCOUNT_CUSTBELONGTO ? '未开户' : '已开户',
    riskability: row.riskability,
    riskLabel: investor ? INVESTOR_TYPES[investor] : null,
    riskInvalidate: row.riskinvalidate,
    riskExpired: Boolean(row.riskability) && riskAssessmentExpired(row.riskinvalidate, row.riskexpired, now),
    idInvalidate: row.invalidate,
    idExpired: Boolean(row.invalidate) && isIdExpired(row.invalidate, now),
    idcardupload: row.idcardupload,
    idcarduploadLabel: labelOf(IDCARD_UPLOAD_STATUSES, row.idcardupload) ?? row.idcardupload,
    tradePasswordSet: Boolean(row.tradePasswordHash),
    tradePasswordLocked: tradePasswordLocked({ failures: row.tradePasswordFailures, failureDay: row.tradePasswordFailureDay }, now),
    tradePasswordFailuresToday: row.tradePasswordFailureDay === shanghaiDate(now) ? row.tradePasswordFailures : 0,
    frozen:
      row.frozenAt && row.frozenReason && row.frozenBy
        ? { at: row.frozenAt.toISOString(), reason: row.frozenReason, by: row.frozenBy }
        : null,
    closed: closure ? { at: closure.at.toISOString(), retainUntil: closure.retainUntil } : null,
  };
}

// A proposal's rows name what was proposed ('order.cancel:…'), so the title says which kind.
function staffEventTitle(action: string, target: string): string {
  const title = AUDIT_ACTIONS[action as AuditAction] ?? action;
  const kind = target.split(':', 1)[0] as ProposalKind;
  return Object.hasOwn(PROPOSAL_KINDS, kind) ? `${title}：${PROPOSAL_KINDS[kind]}` : title;
}

async function timelineOf(deps: CustomerDetailDeps, row: CustomerRow, orders: readonly DetailOrderRow[]): Promise<CustomerEventView[]> {
  const limit = CUSTOMER_DETAIL_LIMITS.timeline;
  const [cards, risks, auth, staff] = await Promise.all([
    cardHistoryOf(deps.db, row.id),
    riskAssessmentsOf(deps.db, row.id, limit),
    authEventsOf(deps.db, row.id, limit),
    staffActionsOn(deps.db, row.custno, limit),
  ]);
  const events: CustomerEventView[] = [];
  if (!auth.some((e) => e.type === 'register'))
    events.push({ at: row.createdAt.toISOString(), kind: 'register', title: '注册', detail: null });
  if (row.openedAt) events.push({ at: row.openedAt.toISOString(), kind: 'open', title: '开立基金账户', detail: null });
  for (const risk of risks) {
    const investor = investorType(risk.level);
    events.push({
      at: risk.assessedAt.toISOString(),
      kind: 'risk',
      title: '完成风险测评',
      detail: `${investor ? INVESTOR_TYPES[investor] : risk.level}（${risk.score}分）`,
    });
  }
  for (const card of cards) {
    const detail = `${bankName(card.bankCode) ?? card.bankCode} ${maskStoredCard(card.cardHead, card.cardTail).short}`;
    events.push({ at: card.createdAt.toISOString(), kind: 'card', title: '绑定银行卡', detail });
    if (card.unboundAt) events.push({ at: card.unboundAt.toISOString(), kind: 'card', title: '解绑银行卡', detail });
  }
  for (const order of orders) {
    const what = labelOf(TRADE_BUSINESS_CODES, order.businessCode) ?? order.businessCode;
    const size = order.amount ? `${order.amount}元` : order.shares ? `${order.shares}份` : '';
    events.push({
      at: order.placedAt.toISOString(),
      kind: 'order',
      title: `${what} ${order.fundName ?? order.fundCode}`,
      detail: `${order.orderNo} ${size} ${labelOf(RECORD_STATUSES, order.status) ?? order.status}`.replace(/\s+/g, ' ').trim(),
    });
  }
  for (const event of auth) {
    const known = AUTH_EVENT_TITLES[event.type];
    events.push({
      at: event.at.toISOString(),
      kind: known?.kind ?? 'login',
      title: known?.title ?? event.type,
      detail: event.ip ? `IP ${event.ip}` : null,
    });
  }
  for (const action of staff) {
    events.push({
      at: action.occurredAt.toISOString(),
      kind: 'staff',
      title: `${staffEventTitle(action.action, action.target)}（${action.username}）`,
      detail: action.reason,
    });
  }
  return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
}

export async function customerDetail(deps: CustomerDetailDeps, customerId: string): Promise<CustomerDetailResponse> {
  const row = await findCustomerRow(deps.db, customerId);
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', CUSTOMER_OPS_TEXT.customerMissing);
  const now = deps.now();
  const [accountNo, cards, holdings, orders, cancelPending, plans, sessions, messages, closure] = await Promise.all([
    fundAccountOf(deps.db, row.id),
    liveCardsOf(deps.db, [row.id]),
    holdingsOf(deps.db, row.id),
    recentOrdersOf(deps.db, row.id, CUSTOMER_DETAIL_LIMITS.orders),
    pendingCancelOrderIds(deps.db, row.id),
    customerPlans({ db: deps.db, cipher: deps.cipher, remitAccount: deps.remitAccount, now: deps.now }, row.id),
    deps.sessions.listFor(row.id),
    messageList({ db: deps.db, now: deps.now }, row.id),
    closureOf(deps.db, row.id),
  ]);
  return {
    profile: {
      id: row.id,
      custno: row.custno,
      fundAccount: accountNo,
      custname: row.custname,
      custtype: row.custtype,
      mobileMasked: maskMobile(row.mobile),
      idtype: row.idtype,
      idtypeLabel: labelOf(ID_TYPES, row.idtype) ?? null,
      idnoMasked: maskedIdno(deps.cipher, row.idnoEnc),
      registeredAt: row.createdAt.toISOString(),
      openedAt: iso(row.openedAt),
      lastLoginAt: iso(row.lastLoginAt),
    },
    account: accountOf(row, closure, now),
    cards: cards.map((card) => ({
      id: card.id,
      tradeacco: card.tradeacco,
      bankCode: card.bankCode,
      bankName: bankName(card.bankCode) ?? card.bankCode,
      cardNoMasked: maskStoredCard(card.cardHead, card.cardTail).long,
      status: card.status,
    })),
    holdings: holdings.map((h) => ({ ...h, fundName: h.fundName ?? h.fundCode })),
    orders: orders.map((o) => orderViewOf(o, now, cancelPending.has(o.id))),
    plans,
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      ip: s.ip,
      device: s.userAgent,
    })),
    messages: messages.list,
    timeline: await timelineOf(deps, row, orders),
  };
}
