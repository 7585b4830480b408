import { z } from 'zod';
import { loginPasswordSchema, mobileSchema, smsCodeSchema } from '../validate/schemas.ts';
import { AUTH_TEXT, passwordsMatch } from './auth.ts';

// §7 Account: update mobile and the institution password change (the security pages of the account area).

export const ACCOUNT_SECURITY_TEXT = {
  mobileTaken: '该手机号已被其他账户使用，请更换手机号',
  mobileSame: '新手机号不能与原手机号相同',
  oldMobileUnverified: '原手机号验证已失效，请重新验证原手机号',
  mobileChanged: '手机号修改成功，请使用新手机号登录',
  notInstitution: '仅机构客户可修改机构密码',
  institutionPasswordChanged: '机构密码修改成功',
} as const;

export const ACCOUNT_SECURITY_ERRORS = {
  MOBILE_TAKEN: { code: '2501', msg: ACCOUNT_SECURITY_TEXT.mobileTaken, http: 200 },
  MOBILE_SAME: { code: '2502', msg: ACCOUNT_SECURITY_TEXT.mobileSame, http: 200 },
  OLD_MOBILE_UNVERIFIED: { code: '2503', msg: ACCOUNT_SECURITY_TEXT.oldMobileUnverified, http: 200 },
  NOT_INSTITUTION: { code: '2504', msg: ACCOUNT_SECURITY_TEXT.notInstitution, http: 200 },
} as const satisfies Record<string, { code: string; msg: string; http: number }>;

// The SMS purpose of both codes of a mobile change: the old mobile's and the new one's.
export const MODIFY_PHONE_PURPOSE = 'modify-phone' as const;

// POST /api/account/mobile/update. Step 1 trades the old mobile's code for a ticket through
// /serve/mobile-code/verify (purpose modify-phone); this call then checks the new mobile's code.
export const mobileUpdateRequest = z.object({
  ticket: z.string().min(1, ACCOUNT_SECURITY_TEXT.oldMobileUnverified).max(128),
  newMobile: mobileSchema,
  smsCode: smsCodeSchema,
});
export type MobileUpdateRequest = z.infer<typeof mobileUpdateRequest>;
export const mobileUpdateResponse = z.object({ mobile: z.string() });

// POST /api/account/institution-password: an institution's login password, same rules as §5's.
export const institutionPasswordRequest = z
  .object({
    oldPassword: z.string().min(1, '请输入原机构密码').max(64, '原机构密码过长'),
    newPassword: loginPasswordSchema,
    confirmPassword: z.string().max(64),
  })
  .refine((v) => passwordsMatch(v.newPassword, v.confirmPassword), {
    message: AUTH_TEXT.passwordMismatch,
    path: ['confirmPassword'],
  });
export type InstitutionPasswordRequest = z.infer<typeof institutionPasswordRequest>;
