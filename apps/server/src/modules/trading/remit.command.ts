import { AMOUNT_PATTERN } from '@fund-direct/domain/validate';
import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import { recordRemitArrival } from './remittance.service.ts';

const TEXT = {
  matched: (no: string, amount: string) => `订单 ${no} 汇款 ${amount} 元已到账，已匹配并完成支付`,
  short: (no: string, amount: string, expected: string) =>
    `订单 ${no} 到账 ${amount} 元，少于订单金额 ${expected} 元：已记录为金额不足，订单继续等待汇款`,
  unknown: (no: string, amount: string) => `到账 ${amount} 元未能匹配：订单 ${no} 不存在、不在等待汇款、金额或付款人不符，已记录待人工处理`,
  referenceUsed: (reference: string) => `银行流水号 ${reference} 已登记过，不能重复使用`,
};

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
};

// `npm run cli -- remit arrive ORDER_NO AMOUNT [PAYER BANK_REF]`: stands in for the bank's file of arrived transfers.
export const remitArriveCommand: CliCommand = {
  name: 'remit arrive',
  usage: 'remit arrive 订单号 金额 [付款人户名 银行流水号]',
  summary: '登记一笔汇款到账并匹配汇款支付订单（金额相符、付款人为客户本人即完成支付）',
  async run({ database, now }, args) {
    const [orderNo, amount, payerName, bankReference, ...rest] = args;
    if (!orderNo || !/^\d{6,32}$/.test(orderNo) || !amount || !AMOUNT_PATTERN.test(amount) || amount.startsWith('-') || rest.length > 0) {
      throw new UsageError('请指定订单号和到账金额（最多两位小数）');
    }
    if (
      (payerName === undefined) !== (bankReference === undefined) ||
      (bankReference !== undefined && !/^[A-Za-z0-9-]{4,40}$/.test(bankReference))
    ) {
      throw new UsageError('付款人户名与银行流水号（4-40位字母或数字）须一同指定');
    }
    let arrival;
    try {
      arrival = await recordRemitArrival(database.db, orderNo, amount, now(), payerName ? { payerName, bankReference } : {});
    } catch (error) {
      if (bankReference && isUniqueViolation(error)) throw new UsageError(TEXT.referenceUsed(bankReference));
      throw error;
    }
    if (arrival.result === 'matched') return TEXT.matched(orderNo, arrival.amount);
    if (arrival.result === 'short') return TEXT.short(orderNo, arrival.amount, arrival.expected ?? '--');
    return TEXT.unknown(orderNo, arrival.amount);
  },
};
