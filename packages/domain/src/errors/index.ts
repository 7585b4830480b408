// §8 and the API's own error catalogue. Each code has one default Chinese message;
// the server may send a more specific message (for example one that names a field).

import { ENTERPRISE_TEXTS } from '../constants/texts.ts';

export const SUCCESS_CODE = '0000';

// §8: these codes (and any response carrying a `results` field) are accepted without a toast.
export const SILENT_CODES = ['0040', '0000', 'DS-TR0U1057', 'DS-TR0Q1058', 'OCR-1111', 'DS-TR0U0119'] as const;

export const ERRORS = {
  VALIDATION: { code: '1001', msg: '请求参数不正确', http: 400 },
  COMMON_PARAMS: { code: '1002', msg: '缺少公共参数', http: 400 },
  SIGNATURE_INVALID: { code: '1003', msg: '请求签名校验失败', http: 400 },
  TIMESTAMP_EXPIRED: { code: '1004', msg: '请求已过期，请检查设备时间后重试', http: 400 },
  DECRYPT_FAILED: { code: '1005', msg: '加密数据解析失败，请刷新页面后重试', http: 400 },
  PAYLOAD_TOO_LARGE: { code: '1006', msg: '提交的数据过大', http: 413 },
  UNSUPPORTED_MEDIA: { code: '1007', msg: '不支持的请求格式', http: 415 },
  UNAUTHORIZED: { code: '1401', msg: '登录已失效，请重新登录', http: 401 },
  METRICS_UNAUTHORIZED: { code: '1402', msg: '监控数据需要有效的访问令牌', http: 401 },
  FORBIDDEN: { code: '1403', msg: '无权访问该数据', http: 403 },
  NOT_FOUND: { code: '1404', msg: '请求的接口不存在', http: 404 },
  PERSONAL_ONLY: { code: '1408', msg: ENTERPRISE_TEXTS.personalOnly, http: 403 },
  RESOURCE_NOT_FOUND: { code: '1405', msg: '请求的数据不存在', http: 404 },
  METHOD_NOT_ALLOWED: { code: '1406', msg: '请求方法不被允许', http: 405 },
  RATE_LIMITED: { code: '1429', msg: '操作过于频繁，请稍后再试', http: 429 },
  SERVICE_UNAVAILABLE: { code: '1503', msg: '服务暂不可用，请稍后重试', http: 503 },
  CALENDAR_NOT_COVERED: { code: '1504', msg: '交易日历尚未更新到该日期，暂时无法受理，请稍后再试或致电客服热线', http: 503 },
  // Issue 17: the operations console (/api/ops).
  OPS_UNAUTHORIZED: { code: '2401', msg: '请先登录运营管理平台', http: 401 },
  OPS_SECOND_FACTOR: { code: '2402', msg: '请先完成登录验证（修改初始密码、绑定或输入动态口令）', http: 401 },
  OPS_FORBIDDEN: { code: '2403', msg: '当前角色无权执行该操作', http: 403 },
  OPS_LOGIN_FAILED: { code: '2404', msg: '用户名或密码错误', http: 400 },
  OPS_LOCKED: { code: '2423', msg: '登录失败次数过多，账户已锁定，请稍后再试', http: 423 },
  OPS_LOGIN_WAIT: { code: '2424', msg: '尝试过于频繁，请稍后再试', http: 429 },
  OPS_TOTP_INVALID: { code: '2406', msg: '动态口令不正确或已使用，请输入验证器中的最新口令', http: 400 },
  OPS_SELF_APPROVAL: { code: '2409', msg: '不能复核本人提交的申请', http: 403 },
  OPS_PROPOSAL_DECIDED: { code: '2410', msg: '该申请已处理，不能重复复核', http: 409 },
  OPS_PROPOSAL_FAILED: { code: '2411', msg: '申请执行失败', http: 409 },
  // Separation of duties beyond "not one's own": the approver's account is what the proposal touches, or was created
  // or reset by the proposer lately.
  OPS_CONFLICT_OF_INTEREST: { code: '2412', msg: '不能复核涉及本人账号的申请', http: 403 },
  // Content publishing and uploads (2430–2439).
  CONTENT_UPLOAD_TYPE: { code: '2430', msg: '文件（file）只能是 PNG、JPEG、GIF、WebP 图片或 PDF 文件', http: 400 },
  CONTENT_UPLOAD_TOO_LARGE: { code: '2431', msg: '文件（file）过大：图片不超过 5 MB，PDF 不超过 20 MB', http: 413 },
  CONTENT_STATE_CONFLICT: { code: '2432', msg: '内容当前的状态不能执行该操作，请刷新后重试', http: 409 },
  // Notices (信息披露) in the console.
  OPS_NOTICE_STATE: { code: '2440', msg: '公告当前状态不能执行该操作', http: 409 },
  // Customer service's actions on an account (2460–2469).
  // A business refusal like the trade errors (HTTP 200, §8 toasts msg).
  ACCOUNT_FROZEN: { code: '2460', msg: '您的账户已被冻结，暂不能交易，如有疑问请致电客服热线', http: 200 },
  OPS_CUSTOMER_STATE: { code: '2461', msg: '客户账户当前状态不允许该操作', http: 409 },
  OPS_ID_REVIEW_DECIDED: { code: '2470', msg: '该身份证照片已审核，不能重复审核', http: 409 },
  OPS_REMIT_MISMATCH: { code: '2471', msg: '到账信息与订单不符，不能匹配', http: 400 },
  OPS_REMIT_REFERENCE_USED: { code: '2472', msg: '该银行流水号已登记过，不能重复使用', http: 409 },
  OPS_REMIT_NOT_AWAITING: { code: '2473', msg: '该订单不在等待汇款，不能匹配', http: 409 },
  // 银行流水 in the console (2474–2479).
  OPS_BANK_STATEMENT_FILE: { code: '2474', msg: '银行流水文件不正确', http: 400 },
  OPS_BANK_STATEMENT_DUPLICATE: { code: '2475', msg: '该银行流水文件已导入过', http: 409 },
  OPS_BANK_LINE_STATE: { code: '2476', msg: '该流水当前状态不能执行该操作，请刷新后重试', http: 409 },
  // Exchange files with the registrar (2480–2489): the day's state does not allow the action; the message says why.
  OPS_EXCHANGE_REFUSED: { code: '2480', msg: '数据交换操作未能完成', http: 409 },
  INTERNAL: { code: '9999', msg: '系统繁忙，请稍后重试', http: 500 },
} as const satisfies Record<string, { code: string; msg: string; http: number }>;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorKey]['code'];

// §8: the client-side texts, to the character.
export const CLIENT_MESSAGES = {
  network: '网络异常，请检查网络连接~',
  timeout: '网络超时，请稍后重试~',
  other: '网络错误，请稍后重试~',
  loading: '加载中，请稍后~',
  unauthorizedTitle: '提示',
  unauthorized: '长时间未操作或被其他设备登出，请重新登录。',
  copySucceeded: '复制成功',
  copyFailed: '复制失败',
  logoutSucceeded: '退出成功',
} as const;

export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data?: T;
  // The request's id (X-Request-Id) on error envelopes: quoted to support, it finds the request's log lines.
  requestId?: string;
}

// §5: a response is an error envelope when it has both code and msg, whatever their types (a numeric
// code counts), unless the code is one §8 accepts silently (success among them).
export function isErrorEnvelope(value: unknown): value is { code: unknown; msg: unknown } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  if (v.code === undefined || v.code === null || v.msg === undefined || v.msg === null) return false;
  return !(SILENT_CODES as readonly string[]).includes(String(v.code));
}

// §8: codes accepted silently: the silent list, or any response with a results field.
export function isSilentResponse(value: Envelope & { results?: unknown }): boolean {
  return (SILENT_CODES as readonly string[]).includes(value.code) || value.results !== undefined;
}

export class AppError extends Error {
  readonly code: string;
  readonly http: number;
  readonly details: unknown;

  constructor(key: ErrorKey | { code: string; msg: string; http: number }, msg?: string, details?: unknown) {
    const def = typeof key === 'string' ? ERRORS[key] : key;
    super(msg ?? def.msg);
    this.name = 'AppError';
    this.code = def.code;
    this.http = def.http;
    this.details = details;
  }
}

export * from './field-errors.ts';
