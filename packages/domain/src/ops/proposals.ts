import type { OpsPermission } from './permissions.ts';

// Issue 17, maker–checker (四眼原则): what is proposed by one staff member and takes effect only when another approves.
export const PROPOSAL_KINDS = {
  'fund.update': '基金信息变更',
  'nav.publish': '净值发布',
  'dividend.declare': '分红登记',
  'calendar.import': '交易日历导入',
  'ta.run': 'TA 批处理',
  'notice.publish': '公告发布',
  'notice.unpublish': '公告下线',
  'order.cancel': '代客户撤单',
  'instant.total': '快速取现垫资总额',
  'fund.report.import': '基金报告与指数行情导入',
  staff: '员工账号变更',
} as const;

export type ProposalKind = keyof typeof PROPOSAL_KINDS;
export const PROPOSAL_KIND_CODES = Object.keys(PROPOSAL_KINDS) as [ProposalKind, ...ProposalKind[]];

// Who may decide a kind: staff accounts are approved by a second administrator, never by a checker, and the checkers'
// queue stays out of an administrator's reach.
export function approvalPermissionOf(kind: ProposalKind): OpsPermission {
  return kind === 'staff' ? 'staff.approve' : 'proposal.approve';
}

// What a staff proposal does; the one kind 'staff' carries it in its payload.
export const STAFF_PROPOSAL_ACTIONS = {
  create: '新建员工',
  role: '变更角色',
  reset: '重置密码与动态口令',
  enable: '启用账号',
} as const;
export type StaffProposalAction = keyof typeof STAFF_PROPOSAL_ACTIONS;
export const STAFF_PROPOSAL_ACTION_CODES = Object.keys(STAFF_PROPOSAL_ACTIONS) as [StaffProposalAction, ...StaffProposalAction[]];

export const PROPOSAL_STATUS = {
  pending: '待复核',
  approved: '已生效',
  rejected: '已驳回',
  failed: '执行失败',
} as const;

export type ProposalStatus = keyof typeof PROPOSAL_STATUS;
export const PROPOSAL_STATUS_CODES = Object.keys(PROPOSAL_STATUS) as [ProposalStatus, ...ProposalStatus[]];
