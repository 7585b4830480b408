// How an order was paid and where its payment stands: the trade pages and the trade record show the same labels.
export const PAYMENT_METHOD_LABELS = { card: '银行卡快捷支付', remit: '汇款支付' } as const;
export const PAYMENT_STATUS_LABELS = { paid: '已支付', awaiting: '待汇款', failed: '支付失败' } as const;
