// §4/§8: dialog texts, to the character.
export const GUARD_TITLE = '温馨提示';

export const GUARD_TEXTS = {
  login: '您还未进行登录，是否前往登录？',
  openAccount: '您目前还没有基金账户，请先完成开户再购买产品',
  enterprise: '您是机构户不能操作交易，抱歉~',
  idCardUpload: '您目前还没有上传身份证，请先上传身份证再购买产品',
  profile: '您账号信息不完整，请完善个人信息',
  riskMissing: '您账号还未进行风险等级评测，请先评测',
  riskExpired: '您账号的风险等级过期，请重新评测',
  idExpired: '您的身份证已过期，请重新上传身份证',
} as const;

// §2/§6: enterprise users have no personal block; shown when one opens a personal page or calls a personal-only API.
export const ENTERPRISE_TEXTS = {
  personalOnly: '机构客户不能使用个人客户功能，请在企业中心办理',
} as const;

// §4: the same question is asked when a visitor presses collect.
export const LOGIN_PROMPT = GUARD_TEXTS.login;

export const WATCHLIST_TEXTS = {
  cancelConfirm: '是否取消自选？',
  confirm: '确认',
  cancel: '暂不',
} as const;

// §4: watchlist entries are behaviours of this type.
export const WATCHLIST_REF_TYPE = 'own_select';
