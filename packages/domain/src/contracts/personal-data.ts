import { z } from 'zod';
import { ROUTE_PATHS } from '../guards/routes.ts';
import { smsCodeSchema, tradePasswordSchema } from '../validate/schemas.ts';
import { AGREEMENT_KEYS, type AgreementKey } from './content.ts';

// Issue 21 (PIPL): a customer's own data — the export, the agreements they accepted, and closing the account.

export const PERSONAL_DATA_TEXT = {
  exportBusy: '您已有一份数据正在准备中，请稍候',
  exportDailyLimit: '每天最多申请 3 次数据导出，请明天再试',
  exportRequested: '已开始准备您的数据，完成后可在本页下载',
  exportExpired: '下载链接已失效，请重新申请导出',
  closeBlocked: '您的账户暂不能注销，请先处理页面列出的事项',
  passwordNeeded: '请输入交易密码',
  loginPasswordNeeded: '您尚未设置交易密码，请输入登录密码',
  closed: '账户已注销，感谢您的信任',
  consentMissing: '协议文件不存在',
} as const;

export const PERSONAL_DATA_ERRORS = {
  EXPORT_BUSY: { code: '2601', msg: PERSONAL_DATA_TEXT.exportBusy, http: 200 },
  EXPORT_DAILY_LIMIT: { code: '2602', msg: PERSONAL_DATA_TEXT.exportDailyLimit, http: 200 },
  EXPORT_EXPIRED: { code: '2603', msg: PERSONAL_DATA_TEXT.exportExpired, http: 404 },
  CLOSE_BLOCKED: { code: '2604', msg: PERSONAL_DATA_TEXT.closeBlocked, http: 200 },
  TRADE_PASSWORD_NEEDED: { code: '2605', msg: PERSONAL_DATA_TEXT.passwordNeeded, http: 200 },
  LOGIN_PASSWORD_NEEDED: { code: '2606', msg: PERSONAL_DATA_TEXT.loginPasswordNeeded, http: 200 },
} as const satisfies Record<string, { code: string; msg: string; http: number }>;

// A customer may ask for this many exports per China day; one is prepared at a time.
export const EXPORT_DAILY_LIMIT = 3;
// The download link works this long after the files are ready.
export const EXPORT_LINK_HOURS = 24;

// Which agreements each action shows the customer (the web renders these links; the server records the same
// keys as accepted when the action succeeds).
export const CONSENT_SETS = {
  register: ['online_trade', 'privacy_policy'],
  bindCard: ['quick_payment'],
  purchaseCard: ['online_trade', 'quick_payment', 'investor_rights', 'risk_level_method'],
  purchaseRemit: ['online_trade', 'remittance_rule', 'investor_rights', 'risk_level_method'],
  fixPlan: ['online_trade', 'quick_payment', 'investor_rights', 'risk_level_method'],
  conversion: ['conversion_rule', 'online_trade'],
} as const satisfies Record<string, readonly AgreementKey[]>;
export type ConsentAction = keyof typeof CONSENT_SETS;

export const CONSENT_ACTION_TEXT: Record<ConsentAction, string> = {
  register: '注册',
  bindCard: '绑定银行卡',
  purchaseCard: '购买（银行卡支付）',
  purchaseRemit: '购买（汇款支付）',
  fixPlan: '设置定投',
  conversion: '基金转换',
};

// The agreement PDF of one accepted version, as the customer accepted it.
export function consentVersionUrl(key: string, versionDate: string): string {
  return `/resources/agreement-version/${key}/${versionDate}.pdf`;
}

export function agreementTitle(key: string): string {
  return key in AGREEMENT_KEYS ? `《${AGREEMENT_KEYS[key as AgreementKey]}》` : key;
}

export const consentItem = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  versionDate: z.string(),
  acceptedAt: z.string(),
  action: z.string(),
  actionText: z.string(),
  url: z.string(),
});
export type ConsentItem = z.infer<typeof consentItem>;
export const consentListResponse = z.object({ list: z.array(consentItem) });

export const DATA_EXPORT_STATES = ['pending', 'running', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];
export const DATA_EXPORT_STATE_TEXT: Record<DataExportState, string> = {
  pending: '排队中',
  running: '准备中',
  ready: '可下载',
  failed: '准备失败，请重新申请',
  expired: '链接已过期',
};

export const dataExportItem = z.object({
  id: z.string(),
  state: z.enum(DATA_EXPORT_STATES),
  progress: z.number().int().min(0).max(100),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  jsonUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  downloads: z.number().int(),
});
export type DataExportItem = z.infer<typeof dataExportItem>;
export const dataExportListResponse = z.object({ list: z.array(dataExportItem) });

// Where the files of an export are fetched: a plain link the browser opens, carrying a keyed token.
export function dataExportUrl(id: string, token: string, format: 'json' | 'pdf'): string {
  return `/resources/my-data/${id}/${token}.${format}`;
}

// What keeps an account open, each with where the customer resolves it.
export const CLOSURE_BLOCKERS = {
  holdings: { text: '您还持有基金份额，请先全部赎回', to: ROUTE_PATHS.myAssets, action: '去赎回' },
  pendingOrders: { text: '您有尚未确认的交易，请等待确认或撤单', to: ROUTE_PATHS.tradeRecord, action: '查看交易记录' },
  moneyInTransit: { text: '您有赎回款尚未到账，请到账后再注销', to: ROUTE_PATHS.tradeRecord, action: '查看交易记录' },
  activePlans: { text: '您有未终止的定投计划，请先终止', to: ROUTE_PATHS.myFix, action: '管理定投' },
} as const;
export type ClosureBlockerCode = keyof typeof CLOSURE_BLOCKERS;

export const closureBlocker = z.object({
  code: z.enum(Object.keys(CLOSURE_BLOCKERS) as [ClosureBlockerCode, ...ClosureBlockerCode[]]),
  count: z.number().int(),
  text: z.string(),
  to: z.string(),
  action: z.string(),
});
export type ClosureBlocker = z.infer<typeof closureBlocker>;

// Anti-money-laundering law (2024 revision, in force 2025-01-01, art. 34): identity records for 10 years after the
// relationship ends, transaction records for 10 years after the transaction.
export const AML_RETENTION_YEARS = 10;

export const closureCheckResponse = z.object({
  blockers: z.array(closureBlocker),
  tradePasswordSet: z.boolean(),
  retentionYears: z.number().int(),
});
export type ClosureCheckResponse = z.infer<typeof closureCheckResponse>;

// The SMS purpose of the closure code, sent to the customer's own mobile.
export const CLOSE_ACCOUNT_PURPOSE = 'close-account' as const;

// The trade password, or the login password for a customer who never set one (no fund account opened).
export const closureRequest = z
  .object({
    tradePassword: tradePasswordSchema.optional(),
    password: z.string().min(1, '请输入登录密码').max(64, '登录密码过长').optional(),
    smsCode: smsCodeSchema,
  })
  .refine((v) => (v.tradePassword === undefined) !== (v.password === undefined), {
    message: PERSONAL_DATA_TEXT.passwordNeeded,
    path: ['tradePassword'],
  });
export type ClosureRequest = z.infer<typeof closureRequest>;

// The date until which a closed account's records are kept: the China date of closure plus the retention years.
// Ten years after 29 February is never a leap year: the records are kept until 1 March.
export function retainUntil(closedChinaDate: string): string {
  const [year, month, day] = closedChinaDate.split('-');
  const until = Number(year) + AML_RETENTION_YEARS;
  return month === '02' && day === '29' ? `${until}-03-01` : `${until}-${month}-${day}`;
}

// POST /api/account/data-exports takes no fields.
export const dataExportRequest = z.object({}).strict();
