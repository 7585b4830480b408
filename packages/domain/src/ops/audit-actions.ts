// Issue 17: every staff action and every login is an audit row; its action is one of these codes.
export const AUDIT_ACTIONS = {
  'auth.login': '登录（密码）',
  'auth.login_failed': '登录失败',
  'auth.locked': '账户锁定',
  'auth.totp': '动态口令验证',
  'auth.totp_failed': '动态口令错误',
  'auth.totp_enrol': '绑定动态口令',
  'auth.password_change': '修改密码',
  'auth.logout': '退出登录',
  'staff.create': '创建员工',
  'staff.reset': '重置员工密码与动态口令',
  'staff.disable': '停用员工',
  'proposal.create': '提交复核申请',
  'proposal.approve': '复核通过',
  'proposal.reject': '复核驳回',
  'proposal.failed': '复核通过但执行失败',
  'customer.reveal': '查看客户敏感信息',
  'audit.export': '导出审计日志',
  'notice.create': '新建公告草稿',
  'notice.update': '修改公告草稿',
  'notice.publish': '公告发布生效',
  'notice.unpublish': '公告下线生效',
  // Content publishing (articles) and uploads.
  'content.upload': '上传文件',
  'article.create': '新建观点文章',
  'article.edit': '编辑观点文章',
  'article.publish': '发布观点文章',
  'article.schedule': '定时发布观点文章',
  'article.unpublish': '下线观点文章',
  'customer.unlock_trade_password': '解锁客户交易密码',
  'customer.revoke_sessions': '下线客户全部会话',
  'customer.freeze': '冻结客户账户',
  'customer.unfreeze': '解冻客户账户',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_CODES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];
