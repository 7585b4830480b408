import type { StaffRole } from './roles.ts';

// Issue 17: the one table of what each role may do. The server checks it on every /api/ops route (the route declares
// its permission); the console only hides what the role cannot do.
export const OPS_PERMISSIONS = {
  'dashboard.view': '查看工作台',
  'staff.manage': '管理员工与角色（新建、变更角色、重置、启用须另一名管理员复核）',
  'staff.approve': '复核员工账号变更申请',
  'fund.view': '查看基金、净值、分红与日历',
  'fund.propose': '提交基金、净值、分红、日历与批处理变更',
  'proposal.view': '查看复核申请',
  'proposal.approve': '复核（批准或驳回）申请',
  'ta.view': '查看 TA 批处理',
  'audit.view': '查看与导出审计日志',
  'customer.view': '查看客户（脱敏）',
  'customer.reveal': '查看客户完整证件号、卡号、手机号',
  'customer.act': '代客户操作（解锁交易密码、下线、冻结、撤单申请）',
  'content.manage': '管理网站内容',
  'customer.review': '审核客户身份证照片',
  'remit.match': '登记汇款到账并匹配订单',
  'bank.statement': '导入银行流水并匹配汇款',
  'exchange.view': '查看与登记机构的数据交换',
  'exchange.run': '生成、导入数据交换文件',
} as const;

export type OpsPermission = keyof typeof OPS_PERMISSIONS;

export const OPS_PERMISSION_CODES = Object.keys(OPS_PERMISSIONS) as [OpsPermission, ...OpsPermission[]];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly OpsPermission[]>> = {
  // Staff proposals only: approvalPermissionOf keeps the two queues apart.
  admin: ['dashboard.view', 'staff.manage', 'staff.approve'],
  fund_ops: ['dashboard.view', 'fund.view', 'fund.propose', 'proposal.view', 'ta.view', 'bank.statement', 'exchange.view', 'exchange.run'],
  content: ['dashboard.view', 'content.manage'],
  service: ['dashboard.view', 'customer.view', 'customer.reveal', 'customer.act', 'customer.review', 'remit.match', 'bank.statement'],
  // The checker sees what it approves but proposes nothing: four eyes means two different people.
  checker: ['dashboard.view', 'fund.view', 'proposal.view', 'proposal.approve', 'ta.view', 'exchange.view'],
  // Compliance reads everything it audits and changes nothing.
  auditor: ['dashboard.view', 'fund.view', 'proposal.view', 'ta.view', 'audit.view', 'customer.view', 'exchange.view'],
};

export function can(role: StaffRole, permission: OpsPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
