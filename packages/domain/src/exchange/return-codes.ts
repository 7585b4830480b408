// Return codes (交易处理返回代码, 4 digits). The protocol fixes only '0000' (success); failure codes are
// the registrar's. This table is the one we agree with our registrar (docs/ta-exchange.md), with the text
// shown to the customer on a failed confirmation.
export const RETURN_CODE_SUCCESS = '0000';

export const EXCHANGE_RETURN_CODES = {
  '0000': '确认成功',
  '1001': '基金账户不存在',
  '1002': '交易账户不存在',
  '1003': '投资人身份信息不一致',
  '1004': '账户已冻结',
  '1005': '账户已存在',
  '2001': '基金当前状态不允许该业务',
  '2002': '申请金额低于最低限额',
  '2003': '申请金额超过最高限额',
  '2004': '可用份额不足',
  '2005': '申请份额低于最低限额',
  '2006': '资金未到账',
  '2007': '原申请不存在或已不可撤销',
  '2008': '超过当日申购额度',
  '2009': '基金已暂停转换',
  '9999': '其他原因',
} as const;
export type ExchangeReturnCode = keyof typeof EXCHANGE_RETURN_CODES;

export function isSuccessReturn(code: string): boolean {
  return code.trim() === RETURN_CODE_SUCCESS;
}

// What the customer reads on a confirmation: success as is, a failure with its reason; a code outside the
// table still tells them it failed and gives the code for customer service.
export function returnCodeText(code: string): string {
  const trimmed = code.trim();
  if (isSuccessReturn(trimmed)) return EXCHANGE_RETURN_CODES[RETURN_CODE_SUCCESS];
  if (Object.hasOwn(EXCHANGE_RETURN_CODES, trimmed)) {
    return `确认失败：${EXCHANGE_RETURN_CODES[trimmed as ExchangeReturnCode]}`;
  }
  return `确认失败（返回码${trimmed}），请联系客服`;
}
