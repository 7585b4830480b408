// Business codes (业务代码) of the protocol. An application carries 0xx; its confirmation 1xx (100 + the
// application's code), except codes the registrar starts itself (143 红利发放, 142 强行赎回 …).
export const EXCHANGE_APPLICATION_CODES = {
  '001': '开户',
  '002': '销户',
  '003': '账户信息修改',
  '004': '基金账户冻结',
  '005': '基金账户解冻',
  '008': '增加交易账户',
  '009': '撤销交易账户',
  '020': '认购',
  '022': '申购',
  '024': '赎回',
  '029': '设置分红方式',
  '031': '基金份额冻结',
  '032': '基金份额解冻',
  '036': '基金转换',
  '037': '基金转换转入',
  '038': '基金转换转出',
  '039': '定期定额申购',
  '052': '撤单',
  '058': '变更交易账号',
  '063': '定期定额赎回',
} as const;
export type ExchangeApplicationCode = keyof typeof EXCHANGE_APPLICATION_CODES;

export const EXCHANGE_CONFIRMATION_CODES = {
  '101': '开户确认',
  '102': '销户确认',
  '103': '账户信息修改确认',
  '108': '增加交易账户确认',
  '109': '撤销交易账户确认',
  '120': '认购确认',
  '122': '申购确认',
  '124': '赎回确认',
  '129': '设置分红方式确认',
  '130': '认购结果',
  '136': '基金转换确认',
  '137': '基金转换转入确认',
  '138': '基金转换转出确认',
  '139': '定期定额申购确认',
  '142': '强行赎回确认',
  '143': '红利发放',
  '144': '强行调增',
  '145': '强行调减',
  '152': '撤单确认',
  '163': '定期定额赎回确认',
} as const;
export type ExchangeConfirmationCode = keyof typeof EXCHANGE_CONFIRMATION_CODES;

export const ACCOUNT_APPLICATION_CODES = ['001', '002', '003', '008', '009'] as const;
export const TRANSACTION_APPLICATION_CODES = ['020', '022', '024', '029', '036', '039', '052'] as const;
export type AccountApplicationCode = (typeof ACCOUNT_APPLICATION_CODES)[number];
export type TransactionApplicationCode = (typeof TRANSACTION_APPLICATION_CODES)[number];

export function confirmationCodeOf(applicationCode: ExchangeApplicationCode): string {
  return String(100 + Number(applicationCode));
}

export function businessCodeText(code: string): string | undefined {
  if (Object.hasOwn(EXCHANGE_APPLICATION_CODES, code)) return EXCHANGE_APPLICATION_CODES[code as ExchangeApplicationCode];
  if (Object.hasOwn(EXCHANGE_CONFIRMATION_CODES, code)) return EXCHANGE_CONFIRMATION_CODES[code as ExchangeConfirmationCode];
  return undefined;
}

// Our order types (codes/trade.ts TRADE_BUSINESS) → the code sent to the registrar. 定投 in all its
// variants is a 定期定额申购 (039): the plan lives with us, each run is one application.
const ORDER_CODE_TO_EXCHANGE: Readonly<Record<string, TransactionApplicationCode>> = {
  '020': '020',
  '022': '022',
  '024': '024',
  '029': '029',
  '036': '036',
  '037': '036',
  '038': '036',
  '039': '039',
  '090': '039',
  '093': '039',
  '139': '039',
  '988': '039',
};

export function exchangeCodeOfOrder(orderBusinessCode: string): TransactionApplicationCode | undefined {
  return Object.hasOwn(ORDER_CODE_TO_EXCHANGE, orderBusinessCode) ? ORDER_CODE_TO_EXCHANGE[orderBusinessCode] : undefined;
}
