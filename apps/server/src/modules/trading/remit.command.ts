import { AMOUNT_PATTERN } from '@fund-direct/domain/validate';
import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import { recordRemitArrival } from './remittance.service.ts';

const TEXT = {
  matched: (no: string, amount: string) => `订单 ${no} 汇款 ${amount} 元已到账，已匹配并完成支付`,
  short: (no: string, amount: string, expected: string) =>
    `订单 ${no} 到账 ${amount} 元，少于订单金额 ${expected} 元：已记录为金额不足，订单继续等待汇款`,
  unknown: (no: string, amount: string) => `到账 ${amount} 元未能匹配：订单 ${no} 不存在、不在等待汇款或金额不符，已记录待人工处理`,
};

// `npm run cli -- remit arrive ORDER_NO AMOUNT`: stands in for the bank's file of arrived transfers.
export const remitArriveCommand: CliCommand = {
  name: 'remit arrive',
  usage: 'remit arrive 订单号 金额',
  summary: '登记一笔汇款到账并匹配汇款支付订单（金额相符即完成支付）',
  async run({ database, now }, args) {
    const [orderNo, amount, ...rest] = args;
    if (!orderNo || !/^\d{6,32}$/.test(orderNo) || !amount || !AMOUNT_PATTERN.test(amount) || amount.startsWith('-') || rest.length > 0) {
      throw new UsageError('请指定订单号和到账金额（最多两位小数）');
    }
    const arrival = await recordRemitArrival(database.db, orderNo, amount, now());
    if (arrival.result === 'matched') return TEXT.matched(orderNo, arrival.amount);
    if (arrival.result === 'short') return TEXT.short(orderNo, arrival.amount, arrival.expected ?? '--');
    return TEXT.unknown(orderNo, arrival.amount);
  },
};
