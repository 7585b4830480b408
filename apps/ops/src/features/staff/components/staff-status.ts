import type { z } from 'zod';
import type { staffListItem } from '@fund-direct/domain/contracts/ops';

export type StaffListItem = z.infer<typeof staffListItem>;

export interface StaffStatus {
  label: string;
  color: 'default' | 'error' | 'warning' | 'processing' | 'success';
}

// What an administrator needs to know first about an account: disabled beats locked beats an unfinished first login.
export function staffStatus(staff: Pick<StaffListItem, 'disabled' | 'locked' | 'mustChangePassword' | 'totpEnrolled'>): StaffStatus {
  if (staff.disabled) return { label: '已停用', color: 'default' };
  if (staff.locked) return { label: '已锁定', color: 'error' };
  if (staff.mustChangePassword) return { label: '待首次登录', color: 'warning' };
  if (!staff.totpEnrolled) return { label: '未绑定动态口令', color: 'processing' };
  return { label: '正常', color: 'success' };
}
