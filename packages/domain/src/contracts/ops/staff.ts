import { z } from 'zod';
import { STAFF_ROLE_CODES } from '../../ops/roles.ts';
import { staffSummary, usernameSchema } from './auth.ts';

export const staffListItem = staffSummary.extend({
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  totpEnrolled: z.boolean(),
  locked: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export const staffListResponse = z.object({ list: z.array(staffListItem) });

export const staffCreateBody = z.object({
  username: usernameSchema,
  displayName: z.string({ error: '请输入姓名' }).trim().min(1, { error: '请输入姓名' }).max(40, { error: '姓名最多 40 个字' }),
  role: z.enum(STAFF_ROLE_CODES, { error: '请选择角色' }),
});

// The one-time password is shown once, to the admin who created or reset the account.
export const staffOneTimePasswordResponse = z.object({ id: z.string(), username: z.string(), oneTimePassword: z.string() });

export const staffIdParams = z.object({ id: z.uuid({ error: '员工编号不正确' }) });
