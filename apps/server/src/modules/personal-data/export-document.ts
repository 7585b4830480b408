import {
  bankName,
  ID_TYPES,
  INVESTOR_TYPES,
  investorType,
  labelOf,
  RECORD_STATUSES,
  TRADE_BUSINESS_CODES,
} from '@fund-direct/domain/codes';
import { maskStoredCard, PLAN_STATUSES, type ConsentItem, type MessageItem } from '@fund-direct/domain/contracts';
import { formatDate, maskIdNo } from '@fund-direct/domain/format';
import type { AuthEventType } from '../auth/auth.public.ts';
import type { PdfBlock } from '../files/files.public.ts';
import type {
  authEventRows,
  cardRows,
  footprintRows,
  holdingRows,
  orderRows,
  planRows,
  profileRow,
  riskRows,
  sessionRows,
  watchRows,
} from './export-contents.repository.ts';

// Chinese documents space their fields with the ideographic space.
export const GAP = '\u3000';

const CARD_STATUS: Record<string, string> = { pending: '签约中', signed: '已签约', unbound: '已解绑' };
// The account events a customer would recognise, in their words.
const EVENT_TEXT: Record<AuthEventType, string> = {
  register: '注册',
  login: '密码登录',
  'code-login': '验证码登录',
  'login-failed': '登录失败',
  'login-locked': '登录锁定',
  'login-closed': '销户后尝试登录',
  logout: '退出登录',
  'password-reset': '找回登录密码',
  'password-change': '修改登录密码',
  'password-check-failed': '登录密码验证失败',
  'session-revoked': '退出其他设备',
  'account-closed': '注销账户',
};

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

// What the export is built from: the rows as read, the ID number already unsealed.
export interface ExportSource {
  profile: NonNullable<Rows<typeof profileRow>>;
  idno: string | null;
  cards: Rows<typeof cardRows>;
  risk: Rows<typeof riskRows>;
  orders: Rows<typeof orderRows>;
  holdings: Rows<typeof holdingRows>;
  plans: Rows<typeof planRows>;
  sessions: Rows<typeof sessionRows>;
  signIns: Rows<typeof authEventRows>;
  consents: ConsentItem[];
  messages: MessageItem[];
  watchlist: Rows<typeof watchRows>;
  footprints: Rows<typeof footprintRows>;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const time = (value: Date | string | null) => formatDate(value, 'YYYY-MM-DD HH:mm:ss');

// The machine-readable copy: every field named in English, codes beside their Chinese labels, money as decimal text.
export function exportJson(source: ExportSource, exportedAt: Date) {
  const { profile } = source;
  return {
    exportedAt: exportedAt.toISOString(),
    controller: '沣泽基金管理有限公司',
    profile: {
      customerNo: profile.custno,
      mobile: profile.mobile,
      name: profile.custname,
      customerType: profile.custtype === '0' ? '机构' : '个人',
      idType: labelOf(ID_TYPES, profile.idtype) ?? null,
      idNo: source.idno ? maskIdNo(source.idno) : null,
      email: profile.email,
      sex: profile.sex,
      birthday: profile.birthday,
      address: profile.address,
      zipcode: profile.zipcode,
      riskLevel: riskLabel(profile.riskability),
      registeredAt: iso(profile.createdAt),
      accountOpenedAt: iso(profile.openedAt),
      lastSignInAt: iso(profile.lastLoginAt),
    },
    bankCards: source.cards.map((card) => ({
      bank: bankName(card.bankCode) ?? card.bankCode,
      cardNo: maskStoredCard(card.cardHead, card.cardTail).long,
      status: CARD_STATUS[card.status] ?? card.status,
      addedAt: iso(card.createdAt),
      signedAt: iso(card.signedAt),
      unboundAt: iso(card.unboundAt),
    })),
    riskAssessments: source.risk.map((r) => ({
      score: r.score,
      level: riskLabel(r.level),
      assessedAt: iso(r.assessedAt),
      expiresAt: iso(r.expiresAt),
    })),
    orders: source.orders.map((o) => ({
      orderNo: o.orderNo,
      business: labelOf(TRADE_BUSINESS_CODES, o.businessCode) ?? o.businessCode,
      businessCode: o.businessCode,
      fundCode: o.fundCode,
      fundName: o.fundName,
      amount: o.amount,
      shares: o.shares,
      fee: o.quotedFee,
      status: labelOf(RECORD_STATUSES, o.status) ?? o.status,
      tradeDate: o.tradeDate,
      placedAt: iso(o.placedAt),
      failReason: o.failReason,
    })),
    holdings: source.holdings.map((h) => ({ ...h })),
    plans: source.plans.map((p) => ({ ...p, status: labelOf(PLAN_STATUSES, p.status) ?? p.status, createdAt: iso(p.createdAt) })),
    sessions: source.sessions.map((s) => ({
      signedInAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      signedOutAt: iso(s.revokedAt),
      ip: s.ip,
      userAgent: s.userAgent,
    })),
    signInEvents: source.signIns.map((e) => ({
      at: iso(e.at),
      event: EVENT_TEXT[e.type as AuthEventType] ?? e.type,
      ip: e.ip,
      userAgent: e.userAgent,
    })),
    consents: source.consents.map(({ id: _id, ...c }) => c),
    messages: source.messages.map((m) => ({ title: m.title, content: m.content, createdAt: m.createdAt, orderNo: m.orderNo })),
    watchlist: source.watchlist.map((w) => ({ kind: w.refType, ref: w.refObjectId, addedAt: iso(w.createdAt) })),
    footprints: source.footprints.map((f) => ({ kind: f.refType, ref: f.refObjectId, viewedAt: iso(f.viewedAt) })),
  };
}

function riskLabel(raw: string | null): string | null {
  const type = investorType(raw);
  return type ? `${type} ${INVESTOR_TYPES[type]}` : raw;
}

function section(title: string, lines: string[]): PdfBlock[] {
  return [
    { kind: 'heading', text: `${title}（${lines.length}）` },
    ...(lines.length ? lines : ['无']).map((text): PdfBlock => ({ kind: 'line', text })),
  ];
}

// The readable copy: the same content, one section per kind of record.
export function exportPdfBlocks(data: ReturnType<typeof exportJson>): PdfBlock[] {
  const p = data.profile;
  const profile: PdfBlock[] = [
    { kind: 'heading', text: '基本信息' },
    ...[
      `客户号：${p.customerNo}`,
      `手机号码：${p.mobile}`,
      `姓名：${p.name ?? '--'}`,
      `证件：${p.idType ?? '--'} ${p.idNo ?? ''}`,
      `电子邮箱：${p.email ?? '--'}`,
      `联系地址：${p.address ?? '--'}`,
      `风险等级：${p.riskLevel ?? '未测评'}`,
      `注册时间：${time(p.registeredAt)}${GAP}开户时间：${time(p.accountOpenedAt)}`,
    ].map((text): PdfBlock => ({ kind: 'line', text })),
  ];
  return [
    ...profile,
    ...section(
      '银行卡',
      data.bankCards.map((c) => `${c.bank} ${c.cardNo}${GAP}状态 ${c.status}${GAP}添加 ${time(c.addedAt)}`),
    ),
    ...section(
      '风险测评',
      data.riskAssessments.map(
        (r) => `${time(r.assessedAt)}${GAP}${r.level ?? '--'}（${r.score} 分）${GAP}有效期至 ${formatDate(r.expiresAt)}`,
      ),
    ),
    ...section(
      '交易记录',
      data.orders.map(
        (o) =>
          `${o.orderNo}${GAP}${o.business}${GAP}${o.fundName}（${o.fundCode}）${GAP}${o.amount ? `${o.amount} 元` : `${o.shares ?? '--'} 份`}${GAP}${o.status}${GAP}${time(o.placedAt)}`,
      ),
    ),
    ...section(
      '持有基金',
      data.holdings.map((h) => `${h.fundName}（${h.fundCode}）${GAP}${h.shares} 份${GAP}冻结 ${h.frozen} 份${GAP}成本 ${h.cost} 元`),
    ),
    ...section(
      '定投计划',
      data.plans.map((plan) => `${plan.planNo}${GAP}${plan.fundName}（${plan.fundCode}）${GAP}${plan.amount} 元${GAP}${plan.status}`),
    ),
    ...section(
      '登录设备',
      data.sessions.map(
        (s) => `${time(s.signedInAt)} 登录${GAP}最近使用 ${time(s.lastSeenAt)}${GAP}IP ${s.ip ?? '--'}${GAP}${s.userAgent ?? ''}`,
      ),
    ),
    ...section(
      '账户安全事件',
      data.signInEvents.map((e) => `${time(e.at)}${GAP}${e.event}${GAP}IP ${e.ip ?? '--'}`),
    ),
    ...section(
      '已同意的协议',
      data.consents.map((c) => `${c.title}${GAP}版本 ${c.versionDate}${GAP}${time(c.acceptedAt)} 于${c.actionText}时同意`),
    ),
    ...section(
      '消息',
      data.messages.map((m) => `${time(m.createdAt)}${GAP}${m.title}：${m.content}`),
    ),
    ...section('自选与浏览', [
      ...data.watchlist.map((w) => `自选 ${w.ref}${GAP}${time(w.addedAt)}`),
      ...data.footprints.map((f) => `浏览 ${f.ref}${GAP}${time(f.viewedAt)}`),
    ]),
  ];
}
