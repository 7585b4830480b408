import { XIRR_DEFINITION } from '@fund-direct/domain/assets';

// The term the XIRR definition (domain/assets) defines, for labels and headings.
export const XIRR_LABEL = XIRR_DEFINITION.slice(0, XIRR_DEFINITION.indexOf('：'));
// The definition after its term, shown beside the account's figure.
export const XIRR_EXPLANATION = XIRR_DEFINITION.slice(XIRR_DEFINITION.indexOf('：') + 1);
// trend-all computes the XIRR over the whole history; the period only picks the days drawn.
export const XIRR_SCOPE = '按全部持有期计算，不随统计区间变化';
// Under the by-fund table: the same definition, applied to one fund's own cash flows.
export const FUND_XIRR_NOTE = `各基金的${XIRR_LABEL}只计该基金自己的买入、卖出、现金分红和当前市值，含义同上方账户年化收益率的说明；${XIRR_SCOPE}。`;
export const INCOME_EMPTY_TEXT = '暂无收益数据';
