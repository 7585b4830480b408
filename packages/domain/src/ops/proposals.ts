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
} as const;

export type ProposalKind = keyof typeof PROPOSAL_KINDS;
export const PROPOSAL_KIND_CODES = Object.keys(PROPOSAL_KINDS) as [ProposalKind, ...ProposalKind[]];

export const PROPOSAL_STATUS = {
  pending: '待复核',
  approved: '已生效',
  rejected: '已驳回',
  failed: '执行失败',
} as const;

export type ProposalStatus = keyof typeof PROPOSAL_STATUS;
export const PROPOSAL_STATUS_CODES = Object.keys(PROPOSAL_STATUS) as [ProposalStatus, ...ProposalStatus[]];
