import { z } from 'zod';
import { OPS_PERMISSION_CODES } from '../../ops/permissions.ts';
import { STAFF_ROLE_CODES } from '../../ops/roles.ts';
import { isStrongStaffPassword, STAFF_TEXT } from '../../ops/staff-rules.ts';

// Issue 17: where a staff login stands. Only 'active' reaches the console; the others allow only the next step.
export const STAFF_STAGES = ['password', 'enrol', 'totp', 'active'] as const;
export type StaffStage = (typeof STAFF_STAGES)[number];

export const usernameSchema = z
  .string({ error: '请输入用户名' })
  .trim()
  .regex(/^[a-z][a-z0-9._-]{2,31}$/, { error: '用户名为 3–32 位小写字母、数字或 . _ -，以字母开头' });

export const totpCodeSchema = z.string({ error: '请输入动态口令' }).regex(/^\d{6}$/, { error: '动态口令为 6 位数字' });

export const staffPasswordSchema = z
  .string({ error: '请输入新密码' })
  .max(128, { error: '密码过长' })
  .refine(isStrongStaffPassword, { error: STAFF_TEXT.passwordRule });

export const opsLoginBody = z.object({
  username: usernameSchema,
  password: z.string({ error: '请输入密码' }).min(1, { error: '请输入密码' }).max(128, { error: '密码过长' }),
});

export const opsStageResponse = z.object({ stage: z.enum(STAFF_STAGES) });

export const opsPasswordBody = z.object({ newPassword: staffPasswordSchema });

export const opsTotpBody = z.object({ code: totpCodeSchema });

export const opsTotpEnrolmentResponse = z.object({ otpauthUri: z.string(), secret: z.string(), issuer: z.string(), account: z.string() });

export const staffSummary = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLE_CODES),
  roleLabel: z.string(),
});
export type StaffSummary = z.infer<typeof staffSummary>;

export const opsMeResponse = z.object({
  staff: staffSummary,
  permissions: z.array(z.enum(OPS_PERMISSION_CODES)),
  stage: z.enum(STAFF_STAGES),
  // ISO time the session ends if idle; the console warns before it.
  idleExpiresAt: z.string(),
});
export type OpsMe = z.infer<typeof opsMeResponse>;

// The data of a refused login or code: tries left from this address and how long it must wait before the next.
export const opsLoginRefusal = z.object({ remaining: z.number().int(), waitSeconds: z.number().int() });
export type OpsLoginRefusal = z.infer<typeof opsLoginRefusal>;
