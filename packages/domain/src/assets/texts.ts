// What the assets pages show beside their figures, so that every page defines them the same way.

// The money-weighted return of trend-all (xirr, xirrByFund).
export const XIRR_DEFINITION =
  '年化收益率（资金加权，XIRR）：把每笔买入（认购、申购、定投、转换转入）记为投入、每笔卖出（赎回、转换转出）与现金分红记为收回、当前市值记为期末收回，按各笔发生日期折算，使全部现金流净现值为零的年化收益率；投资时间不足或现金流无法求解时显示“--”。';

// The income rate of trend-all: cumulative income over the money paid in so far.
export const INCOME_RATE_DEFINITION =
  '收益率 = 累计收益 ÷ 累计投入金额（截至当日已确认的认购、申购与定投金额，含手续费；基金转换不计入投入）。';
