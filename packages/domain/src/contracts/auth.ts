import { z } from 'zod';
import { type ID_TYPES } from '../codes/customer.ts';
import { HOTLINE_DISPLAY } from '../constants/contact.ts';
import { agreementUrl } from './content.ts';
import { imageCodeSchema, loginPasswordSchema, mobileSchema, smsCodeSchema } from '../validate/schemas.ts';

// §7 Account and Serve calls of registration, login and sessions: one schema per call.

// Server-side limits of the issue, shared so that the pages can say them.
export const AUTH_LIMITS = {
  maxLoginFailures: 5,
  lockMinutes: 30,
  // §2 /login: the image code is asked for once a password try has failed.
  imageCodeAfterFailures: 1,
  codeTtlSeconds: 300,
  smsResendSeconds: 60,
  smsPerMobilePerDay: 10,
  smsPerIpPerHour: 30,
  maxCodeTries: 5,
  ticketTtlSeconds: 600,
  // Issue 16: failures are counted per source (IP, device) and per account, in a sliding window.
  failureWindowMinutes: 30,
  // A source (IP, device) with this many failures over all accounts must pass the image code on every account.
  sourceImageCodeAfterFailures: 3,
  // A source that keeps failing (across accounts) is slowed: from this many failures on it waits 2^n seconds between tries…
  sourceSlowAfterFailures: 10,
  sourceSlowMaxSeconds: 60,
  // …and is refused for lockMinutes once it reaches this many.
  sourceMaxFailures: 30,
  // An account failing from many sources refuses password-only login for lockMinutes (SMS-code login stays open).
  accountMaxFailures: 20,
} as const;

export const AUTH_TEXT = {
  mobileRegistered: '该手机号已注册，请直接登录',
  loginFailed: (left: number) => `账号或密码错误，您还可以尝试${left}次`,
  lockedNow: `密码错误已达${AUTH_LIMITS.maxLoginFailures}次，密码登录已锁定${AUTH_LIMITS.lockMinutes}分钟，您可使用短信验证码登录或找回密码`,
  locked: (minutes: number) => `密码登录已锁定，请${minutes}分钟后再试，或使用短信验证码登录`,
  accountLocked: (minutes: number) => `该账户密码登录失败次数过多，密码登录已暂停，请${minutes}分钟后再试，或使用短信验证码登录`,
  sourceLocked: (minutes: number) => `当前网络或设备登录失败次数过多，请${minutes}分钟后再试`,
  sourceSlowed: (seconds: number) => `登录尝试过于频繁，请${seconds}秒后再试`,
  lockNotice: `【基金直销】您的账户近期密码登录连续失败，密码登录已暂停${AUTH_LIMITS.lockMinutes}分钟。如非本人操作，请使用短信验证码登录并及时修改登录密码。`,
  imageCodeRequired: '请输入图形验证码',
  imageCodeWrong: '图形验证码错误',
  imageCodeExpired: '图形验证码已失效，请点击图片刷新',
  smsCodeWrong: (left: number) => `短信验证码错误，您还可以尝试${left}次`,
  smsCodeExpired: '短信验证码已失效，请重新获取',
  smsCodeBurnt: '短信验证码错误次数过多，请重新获取',
  smsCodeUsed: '短信验证码已使用，请重新获取',
  smsTooSoon: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  smsDailyLimit: '该手机号今日获取验证码次数已达上限，请明天再试',
  smsIpLimit: '当前网络获取验证码过于频繁，请稍后再试',
  smsBudgetLimit: '短信发送繁忙，请稍后再试',
  smsSent: '验证码已发送',
  ticketExpired: '验证已失效，请重新获取短信验证码',
  passwordMismatch: '两次输入的密码不一致',
  commonPassword: '该密码过于常见，请更换一个更安全的密码',
  samePassword: '新密码不能与原密码相同',
  oldPasswordWrong: (left: number) => `原登录密码错误，您还可以尝试${left}次`,
  passwordWrong: (left: number) => `登录密码错误，您还可以尝试${left}次`,
  agreementRequired: '请阅读并同意《网上交易委托协议》和《隐私政策》',
  loginIdInvalid: '请输入正确的登录账号',
  registerSucceeded: '注册成功',
  loginSucceeded: '登录成功',
  resetSucceeded: '密码重置成功，请使用新密码登录',
  passwordChanged: '登录密码修改成功',
  logoutConfirm: '确定要退出登录吗？',
  busy: '当前登录人数较多，请稍后再试',
  mobileNotRegistered: '该手机号尚未注册',
  forbiddenClient: '无权查看该机构信息',
  // A closed account's own password: told why, not counted as a failure.
  accountClosed: `该账户已销户，如需帮助请致电 ${HOTLINE_DISPLAY}`,
} as const;

// Business refusals: HTTP 200 with their own code (§8 toasts msg); rate limits keep 1429/HTTP 429.
export const AUTH_ERRORS = {
  LOGIN_FAILED: { code: '2101', msg: AUTH_TEXT.loginFailed(AUTH_LIMITS.maxLoginFailures - 1), http: 200 },
  LOGIN_LOCKED: { code: '2102', msg: AUTH_TEXT.lockedNow, http: 200 },
  IMAGE_CODE_REQUIRED: { code: '2103', msg: AUTH_TEXT.imageCodeRequired, http: 200 },
  IMAGE_CODE_WRONG: { code: '2104', msg: AUTH_TEXT.imageCodeWrong, http: 200 },
  SMS_CODE_WRONG: { code: '2105', msg: AUTH_TEXT.smsCodeExpired, http: 200 },
  MOBILE_REGISTERED: { code: '2106', msg: AUTH_TEXT.mobileRegistered, http: 200 },
  WEAK_PASSWORD: { code: '2107', msg: AUTH_TEXT.commonPassword, http: 200 },
  PASSWORD_WRONG: { code: '2108', msg: AUTH_TEXT.passwordWrong(AUTH_LIMITS.maxLoginFailures - 1), http: 200 },
  TICKET_EXPIRED: { code: '2109', msg: AUTH_TEXT.ticketExpired, http: 200 },
  SMS_LIMITED: { code: '1429', msg: AUTH_TEXT.smsIpLimit, http: 429 },
  LOGIN_SOURCE_LIMITED: { code: '1429', msg: AUTH_TEXT.sourceLocked(AUTH_LIMITS.lockMinutes), http: 429 },
  SMS_RECIPIENT_REFUSED: { code: '2110', msg: '验证码只能发送到您本人的手机号', http: 200 },
  ACCOUNT_CLOSED: { code: '2111', msg: AUTH_TEXT.accountClosed, http: 200 },
} as const satisfies Record<string, { code: string; msg: string; http: number }>;

// §7 agreement documents that registration asks the user to accept (served under /resources/agreement/).
export const REGISTER_AGREEMENTS = [
  { key: 'online_trade', title: '《网上交易委托协议》', href: agreementUrl('online_trade') },
  { key: 'privacy', title: '《隐私政策》', href: agreementUrl('privacy_policy') },
] as const;

export const SMS_PURPOSES = ['register', 'login', 'reset', 'bank-sign', 'modify-phone', 'reset-trade-pwd', 'close-account'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
// Purposes that anyone may ask for (behind an image code); the others need a session.
export const PUBLIC_SMS_PURPOSES = ['register', 'login', 'reset'] as const satisfies readonly SmsPurpose[];

// §3: login identifier types: mobile, fund account number, or an identity document.
export const LOGIN_TYPES = ['10', '12', '0', '1', '2', '3', '4', 'A'] as const satisfies readonly (keyof typeof ID_TYPES)[];
export type LoginType = (typeof LOGIN_TYPES)[number];

export function passwordsMatch(password: string | undefined, confirm: string | undefined): boolean {
  return password === confirm;
}

const loginSecret = z.string().min(1, '请输入登录密码').max(64, '登录密码过长');
const imageCodeId = z.string().min(1).max(64);

// GET /api/account/register-state?mobile=
export const registerStateQuery = z.object({ mobile: mobileSchema });
export const registerStateResponse = z.object({ registered: z.boolean() });

// POST /api/account/register
export const registerRequest = z
  .object({
    mobile: mobileSchema,
    smsCode: smsCodeSchema,
    password: loginPasswordSchema,
    confirmPassword: z.string().max(64),
    agreed: z.literal(true, { error: AUTH_TEXT.agreementRequired }),
  })
  .refine((v) => passwordsMatch(v.password, v.confirmPassword), {
    message: AUTH_TEXT.passwordMismatch,
    path: ['confirmPassword'],
  });

export const loginResponse = z.object({
  accesstoken: z.string(),
  clientid: z.string(),
  isEnterprise: z.union([z.literal(0), z.literal(1)]),
});

// POST|PUT /api/account/token-login
export const tokenLoginRequest = z.object({
  loginType: z.enum(LOGIN_TYPES, { error: '请选择证件类型' }),
  loginId: z.string().trim().min(1, '请输入登录账号').max(40, AUTH_TEXT.loginIdInvalid),
  password: loginSecret,
  imageCodeId: imageCodeId.optional(),
  imageCode: imageCodeSchema.optional(),
});

// POST|PUT /api/account/code-login
export const codeLoginRequest = z.object({ mobile: mobileSchema, smsCode: smsCodeSchema });

// POST /api/serve/image-code/send
export const imageCodeSendRequest = z.object({}).strict();
export const imageCodeSendResponse = z.object({ imageCodeId: z.string(), svg: z.string() });

// POST /api/serve/image-code/verify (checks without using the code up)
export const imageCodeVerifyRequest = z.object({ imageCodeId, imageCode: imageCodeSchema });
export const imageCodeVerifyResponse = z.object({ valid: z.literal(true) });

// POST /api/serve/mobile-code/send
export const mobileCodeSendRequest = z.object({
  mobile: mobileSchema,
  purpose: z.enum(SMS_PURPOSES, { error: '验证码用途不正确' }),
  imageCodeId: imageCodeId.optional(),
  imageCode: imageCodeSchema.optional(),
});
export const mobileCodeSendResponse = z.object({ expiresIn: z.number(), resendIn: z.number() });

// POST /api/serve/mobile-code/verify: a short-lived single-use ticket for the next step.
export const mobileCodeVerifyRequest = z.object({
  mobile: mobileSchema,
  purpose: z.enum(SMS_PURPOSES, { error: '验证码用途不正确' }),
  smsCode: smsCodeSchema,
});
export const mobileCodeVerifyResponse = z.object({ ticket: z.string(), expiresIn: z.number() });

// POST /api/account/check-password (the signed-in customer's login password)
export const checkPasswordRequest = z.object({ password: loginSecret });
export const checkPasswordResponse = z.object({ valid: z.literal(true) });

// POST /api/account/reset-login-password
export const resetLoginPasswordRequest = z
  .object({
    ticket: z.string().min(1).max(128),
    newPassword: loginPasswordSchema,
    confirmPassword: z.string().max(64),
  })
  .refine((v) => passwordsMatch(v.newPassword, v.confirmPassword), {
    message: AUTH_TEXT.passwordMismatch,
    path: ['confirmPassword'],
  });

// POST /api/account/login-password: changes it and ends the other sessions.
export const changeLoginPasswordRequest = z
  .object({
    oldPassword: loginSecret,
    newPassword: loginPasswordSchema,
    confirmPassword: z.string().max(64).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || passwordsMatch(v.newPassword, v.confirmPassword), {
    message: AUTH_TEXT.passwordMismatch,
    path: ['confirmPassword'],
  });

// GET /api/account/sessions, POST /api/account/sessions/revoke
export const sessionItem = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export const sessionListResponse = z.array(sessionItem);
export const revokeSessionRequest = z.union([
  z.object({ sessionId: z.string().uuid('会话编号不正确') }),
  z.object({ others: z.literal(true) }),
]);

// GET /api/dev/outbox (outside production)
export const devOutboxResponse = z.object({
  sms: z.array(z.object({ mobile: z.string(), code: z.string(), purpose: z.string(), at: z.string() })),
  captcha: z.array(z.object({ id: z.string(), answer: z.string(), at: z.string() })),
});

export * from './auth-user.ts';

export type RegisterRequest = z.infer<typeof registerRequest>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type TokenLoginRequest = z.infer<typeof tokenLoginRequest>;
export type CodeLoginRequest = z.infer<typeof codeLoginRequest>;
export type ImageCodeSendResponse = z.infer<typeof imageCodeSendResponse>;
export type MobileCodeSendRequest = z.infer<typeof mobileCodeSendRequest>;
export type MobileCodeSendResponse = z.infer<typeof mobileCodeSendResponse>;
export type MobileCodeVerifyRequest = z.infer<typeof mobileCodeVerifyRequest>;
export type MobileCodeVerifyResponse = z.infer<typeof mobileCodeVerifyResponse>;
export type ResetLoginPasswordRequest = z.infer<typeof resetLoginPasswordRequest>;
export type ChangeLoginPasswordRequest = z.infer<typeof changeLoginPasswordRequest>;
export type SessionItem = z.infer<typeof sessionItem>;
export type RevokeSessionRequest = z.infer<typeof revokeSessionRequest>;
export type DevOutbox = z.infer<typeof devOutboxResponse>;
