// Page texts of the trade feature that the spec does not give (the server's refusals come with their own msg).
export const TRADE_UI_TEXT = {
  agreementRequired: '请阅读并同意相关协议',
  riskConfirmRequired: '请确认您已知晓产品风险并自愿购买',
  riskConfirmTitle: '风险提示',
  riskConfirmOk: '我已知晓，继续购买',
  fundMissingTitle: '未找到该基金',
  fundMissingText: '基金代码不存在或该基金不可交易，请从基金列表中重新选择。',
  noCards: '您还没有可用的银行卡，请先绑定银行卡',
  noHolding: '您当前没有该基金的可用份额',
  dividendNoHolding: '持有该基金后才能修改分红方式。',
} as const;

// §3 large redemption: 1 continue with the excess, 0 cancel the excess.
export const LARGE_REDEMPTION_LABELS = { '1': '继续赎回（未受理部分顺延至下一开放日）', '0': '取消赎回（超出部分不再赎回）' } as const;
