// Issue 17: the console's roles. A staff member holds exactly one; what each may do is ROLE_PERMISSIONS.
export const STAFF_ROLES = {
  admin: '系统管理员',
  fund_ops: '基金运营',
  content: '内容运营',
  service: '客服',
  checker: '复核',
  auditor: '合规审计',
} as const;

export type StaffRole = keyof typeof STAFF_ROLES;

export const STAFF_ROLE_CODES = Object.keys(STAFF_ROLES) as [StaffRole, ...StaffRole[]];

export function isStaffRole(value: string): value is StaffRole {
  return Object.hasOwn(STAFF_ROLES, value);
}
