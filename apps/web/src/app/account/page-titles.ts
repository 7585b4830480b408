import type { RouteName } from '@fund-direct/domain/guards';

// The heading and browser title of each account-area page (§2 names).
export const ACCOUNT_PAGE_TITLES: Partial<Record<RouteName, string>> = {
  myAssets: '资产明细',
  assetsDetail: '资产详情',
  income: '收益分析',
  bill: '账单查询',
  tradeRecord: '交易记录',
  myDiviDend: '我的分红',
  myFix: '我的定投',
  personInfo: '我的信息',
  updateIdCard: '更新身份证',
  modifyPhone: '修改手机号',
  bank: '银行卡管理',
  addBank: '添加银行卡',
  changeBank: '更换银行卡',
  bankSign: '银行卡签约',
  bankDetail: '银行卡详情',
  risk: '风险测评',
  myHistory: '浏览历史',
  myFollow: '我的自选',
  safe: '账户安全',
  modifyLoginPwd: '修改登录密码',
  modifyTradePwd: '修改交易密码',
  resetTradePwd: '重置交易密码',
  role: '安全中心',
  enterpriseInfo: '企业信息',
};
