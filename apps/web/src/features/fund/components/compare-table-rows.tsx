import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RANKING_PERIODS, type RankingPeriod } from '@fund-direct/domain/codes';
import type { ComparedFund } from '@fund-direct/domain/contracts';
import { formatDate, formatLargeNumber, formatValue } from '@fund-direct/domain/format';
import { MoneyText } from '@/components/money-text.tsx';
import { PercentText } from '@/components/percent-text.tsx';
import { RiskTag } from '@/components/risk-tag.tsx';
import { rateText } from './fund-detail-format.ts';

export interface CompareRow {
  label: string;
  cell: (fund: ComparedFund) => ReactNode;
}

const YIELD_ROWS: readonly RankingPeriod[] = ['month', 'season', 'halfYear', 'year', 'threeYear', 'thisYear', 'sinceSetup'];

const rate = (value: string | null) => <span className="fd-num">{rateText(value)}</span>;

function LatestNav({ fund }: { fund: ComparedFund }) {
  return (
    <>
      <span className="fd-num">{formatValue(fund.nav)}</span>
      {fund.navDate ? <span className="fd-compare-table__sub fd-num">({formatDate(fund.navDate)})</span> : null}
    </>
  );
}

// 基金规模: the latest quarterly report's net assets (12.34亿元) and its report date.
function Size({ fund }: { fund: ComparedFund }) {
  if (fund.netAssets === null) return <span className="fd-num">--</span>;
  return (
    <>
      <span className="fd-num">{formatLargeNumber(fund.netAssets)}元</span>
      {fund.netAssetsDate ? <span className="fd-compare-table__sub fd-num">({formatDate(fund.netAssetsDate)})</span> : null}
    </>
  );
}

// The fall from peak to trough (a positive fraction), when it happened, and whether the NAV has been back since.
function Drawdown({ fund }: { fund: ComparedFund }) {
  if (fund.maxDrawdown === null) return <span className="fd-num">--</span>;
  return (
    <>
      <span className="fd-num">{rateText(fund.maxDrawdown)}</span>
      {fund.drawdownPeakDate && fund.drawdownTroughDate ? (
        <>
          <span className="fd-compare-table__sub fd-num">
            {fund.drawdownPeakDate} → {fund.drawdownTroughDate}
          </span>
          <span className="fd-compare-table__sub">
            {fund.drawdownRecoveryDate ? (
              <>
                修复日 <span className="fd-num">{fund.drawdownRecoveryDate}</span>
              </>
            ) : (
              '未修复'
            )}
          </span>
        </>
      ) : null}
    </>
  );
}

function Managers({ fund }: { fund: ComparedFund }) {
  if (fund.managers.length === 0) return <>--</>;
  return (
    <ul className="fd-compare-table__managers">
      {fund.managers.map((manager) => (
        <li key={manager.manId}>
          <Link to={`/fund_manager?manId=${manager.manId}`}>{manager.name}</Link>
        </li>
      ))}
    </ul>
  );
}

// The rows of the comparison, top to bottom. Yield periods are named as in the domain's period table.
export const COMPARE_ROWS: readonly CompareRow[] = [
  { label: '基金类型', cell: (fund) => fund.fundTypeLabel || '--' },
  { label: '风险等级', cell: (fund) => <RiskTag level={fund.riskLevel} /> },
  { label: '最新净值(日期)', cell: (fund) => <LatestNav fund={fund} /> },
  { label: '基金规模(报告期)', cell: (fund) => <Size fund={fund} /> },
  { label: '区间收益', cell: (fund) => <PercentText value={fund.periodReturn} multiply100 /> },
  ...YIELD_ROWS.map((period): CompareRow => ({
    label: RANKING_PERIODS[period],
    cell: (fund) => <PercentText value={fund.yields[period]} multiply100 />,
  })),
  { label: '年化波动率', cell: (fund) => rate(fund.volatility) },
  { label: '最大回撤', cell: (fund) => <Drawdown fund={fund} /> },
  { label: '夏普比率', cell: (fund) => <span className="fd-num">{formatValue(fund.sharpe, 2)}</span> },
  { label: '起购金额', cell: (fund) => <MoneyText value={fund.minPurchaseAmount} unit="元" /> },
  { label: '最高申购费率', cell: (fund) => rate(fund.maxPurchaseRate) },
  { label: '管理费率', cell: (fund) => rate(fund.managementRate) },
  { label: '托管费率', cell: (fund) => rate(fund.custodyRate) },
  { label: '销售服务费率', cell: (fund) => rate(fund.salesServiceRate) },
  { label: '基金经理', cell: (fund) => <Managers fund={fund} /> },
];
