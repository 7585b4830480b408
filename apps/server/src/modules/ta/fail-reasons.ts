import { FUND_STATUSES, isClosedPeriod } from '@fund-direct/domain/codes';
import { PURCHASE_STATUSES, REDEEM_STATUSES, codeList } from './ta-step.ts';

// The reasons the batch writes to trade_order.fail_reason (record status 0), shown to the customer as is.
export const FAIL_REASONS = {
  navMissing: '基金当日净值未公布，交易失败',
  targetNavMissing: '转入基金当日净值未公布，转换失败',
  notRaising: '基金已结束募集，认购失败',
  fundStopped: '基金已停止交易，交易失败',
  closed: '基金处于封闭期，交易失败',
  raising: '基金尚在募集期，交易失败',
  purchaseSuspended: '基金暂停申购，交易失败',
  redemptionSuspended: '基金暂停赎回，交易失败',
  targetRefused: '转入基金当日不可申购，转换失败',
  insufficientShares: '可用份额不足，交易失败',
  noHolding: '未持有该基金，修改分红方式失败',
  badDividendMethod: '分红方式不正确，修改分红方式失败',
  planCardGone: '银行卡不可用（已解绑或未签约），本期定投未扣款',
  planFundRefused: '基金当前不可申购，本期定投未扣款',
  planDayNotPriced: '扣款日基金净值未公布，本期定投未扣款',
  largeRedemptionCancelled: '发生巨额赎回，当日未受理的部分已按您的选择取消',
} as const;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const closedStatuses = Object.keys(FUND_STATUSES).filter(isClosedPeriod);

// Why a fund (SQL alias) refuses a purchase or a redemption today, or null.
export function fundRefusalSql(alias: string, side: 'buy' | 'sell'): string {
  const allowed = side === 'buy' ? PURCHASE_STATUSES : REDEEM_STATUSES;
  const suspended = side === 'buy' ? FAIL_REASONS.purchaseSuspended : FAIL_REASONS.redemptionSuspended;
  return `(case
    when ${alias}.state <> '1' then ${quote(FAIL_REASONS.fundStopped)}
    when ${alias}.status in ${codeList(allowed)} then null
    when ${alias}.status in ${codeList(closedStatuses)} then ${quote(FAIL_REASONS.closed)}
    when ${alias}.status = '1' then ${quote(FAIL_REASONS.raising)}
    else ${quote(suspended)} end)`;
}

export const sqlText = quote;
