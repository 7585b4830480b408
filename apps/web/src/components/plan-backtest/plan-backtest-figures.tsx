import type { ReactNode } from 'react';
import type { BacktestOutcomeView, FundBacktestResponse } from '@fund-direct/domain/contracts';
import { formatDate, formatMoney, formatPercent, formatValue } from '@fund-direct/domain/format';
import { MoneyText } from '@/components/money-text.tsx';
import { PercentText } from '@/components/percent-text.tsx';

interface Row {
  label: string;
  cell: (outcome: BacktestOutcomeView) => ReactNode;
}

const ROWS: readonly Row[] = [
  { label: '累计投入（元）', cell: (o) => <MoneyText value={o.invested} /> },
  { label: '手续费（元）', cell: (o) => <MoneyText value={o.fees} /> },
  { label: '持有份额（份）', cell: (o) => <span className="fd-num">{formatMoney(o.shares)}</span> },
  { label: '期末市值（元）', cell: (o) => <MoneyText value={o.value} /> },
  { label: '收益（元）', cell: (o) => <MoneyText value={o.profit} colored /> },
  { label: '收益率', cell: (o) => <PercentText value={o.returnRate} multiply100 /> },
  { label: '年化收益率（XIRR）', cell: (o) => <PercentText value={o.xirr} multiply100 /> },
];

// The plan's figures beside the same money invested at once on the first deduction day.
export function PlanBacktestFigures({ result }: { result: FundBacktestResponse }) {
  const { lumpSum } = result;
  return (
    <>
      <p className="fd-backtest__summary">
        {formatDate(result.startDate)}至{formatDate(result.endDate)}，{result.cycleText}定投{formatMoney(result.amount)}元，共扣款
        <strong className="fd-num">{result.deductionCount}</strong>次
        {result.missedCount > 0 ? `（${result.missedCount}个扣款日无净值，未扣款）` : ''}
        {result.feeRate === null ? '' : `，申购费率${formatPercent(result.feeRate, { multiply100: true }).replace(/^\+/, '')}`}
        {result.valuationNav === null ? '' : `；按${formatDate(result.valuationDate)}单位净值${formatValue(result.valuationNav)}计算市值。`}
      </p>
      <div className="fd-backtest__table-box">
        <table className="fd-table fd-backtest__table">
          <caption className="fd-table-caption">定投与一次性买入对比</caption>
          <thead>
            <tr>
              <th scope="col">项目</th>
              <th scope="col" className="fd-table__num">
                定投
              </th>
              <th scope="col" className="fd-table__num">
                一次性买入
                {lumpSum ? <span className="fd-backtest__sub">{formatDate(lumpSum.date)}</span> : null}
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className="fd-table__num">{row.cell(result.plan)}</td>
                <td className="fd-table__num">{lumpSum ? row.cell(lumpSum) : '--'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
