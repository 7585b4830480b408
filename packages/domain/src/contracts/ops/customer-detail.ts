import { z } from 'zod';
import { messageItem } from '../assets.ts';
import { decimalString, isoDate } from '../trade-fields.ts';
import { fixedPlanView } from '../trade-plan.ts';
import { opsCustomerCard } from './customer.ts';

// GET /api/ops/customers/:id — what customer service sees of a customer who calls: every value masked, codes with
// their §3 labels, read from the tables the site itself reads.
const text = z.string().nullable();

export const customerFreezeView = z.object({ at: z.string(), reason: z.string(), by: z.string() });
export type CustomerFreezeView = z.infer<typeof customerFreezeView>;

export const customerProfileView = z.object({
  id: z.string(),
  custno: z.string(),
  fundAccount: text,
  custname: text,
  custtype: z.string(),
  mobileMasked: z.string(),
  idtype: text,
  idtypeLabel: text,
  idnoMasked: text,
  registeredAt: z.string(),
  openedAt: text,
  lastLoginAt: text,
});

// A closed account (销户): when, and until when its records are kept for anti-money-laundering rules.
export const customerClosureView = z.object({ at: z.string(), retainUntil: z.string() });

export const customerAccountView = z.object({
  custbelongto: z.string(),
  custbelongtoLabel: z.string(),
  riskability: text,
  riskLabel: text,
  riskInvalidate: text,
  riskExpired: z.boolean(),
  idInvalidate: text,
  idExpired: z.boolean(),
  idcardupload: z.string(),
  idcarduploadLabel: z.string(),
  tradePasswordSet: z.boolean(),
  tradePasswordLocked: z.boolean(),
  tradePasswordFailuresToday: z.number().int(),
  frozen: customerFreezeView.nullable(),
  closed: customerClosureView.nullable(),
});

export const customerHoldingView = z.object({
  fundCode: z.string(),
  fundName: z.string(),
  shares: decimalString,
  frozen: decimalString,
  cost: decimalString,
  dividendMethod: z.string(),
  tradeacco: text,
});

export const customerOrderView = z.object({
  id: z.string(),
  orderNo: z.string(),
  businessCode: z.string(),
  businessLabel: z.string(),
  fundCode: z.string(),
  fundName: z.string(),
  targetFundCode: text,
  amount: decimalString.nullable(),
  shares: decimalString.nullable(),
  tradeDate: isoDate,
  placedAt: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  // Pending, of a kind that can be withdrawn, before the deadline of its trade date.
  cancellable: z.boolean(),
  // A cancel proposed and waiting for a checker.
  cancelPending: z.boolean(),
});
export type CustomerOrderView = z.infer<typeof customerOrderView>;

export const customerSessionView = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: text,
  device: text,
});

export const CUSTOMER_EVENT_KINDS = {
  register: '注册',
  open: '开户',
  risk: '风险测评',
  card: '绑卡',
  order: '交易',
  login: '登录',
  logout: '退出',
  staff: '客服操作',
} as const;
export type CustomerEventKind = keyof typeof CUSTOMER_EVENT_KINDS;

export const customerEventView = z.object({
  at: z.string(),
  kind: z.enum(Object.keys(CUSTOMER_EVENT_KINDS) as [CustomerEventKind, ...CustomerEventKind[]]),
  title: z.string(),
  detail: text,
});
export type CustomerEventView = z.infer<typeof customerEventView>;

export const customerDetailResponse = z.object({
  profile: customerProfileView,
  account: customerAccountView,
  cards: z.array(opsCustomerCard),
  holdings: z.array(customerHoldingView),
  orders: z.array(customerOrderView),
  plans: z.array(fixedPlanView),
  sessions: z.array(customerSessionView),
  messages: z.array(messageItem),
  timeline: z.array(customerEventView),
});
export type CustomerDetailResponse = z.infer<typeof customerDetailResponse>;

// How much of each list the page shows: the newest first.
export const CUSTOMER_DETAIL_LIMITS = { orders: 50, timeline: 100 } as const;
