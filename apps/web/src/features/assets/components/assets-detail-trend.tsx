import { Segmented } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { INCOME_PERIOD_NAMES, INCOME_PERIODS, type IncomePeriod, type TrendResponse } from '@fund-direct/domain/contracts';
import { formatDate, formatMoney, formatValue } from '@fund-direct/domain/format';
import { MoneyText } from '@/components/money-text.tsx';
import { QueryStatus } from '@/components/query-status.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { useHoldingTrend } from '../api/assets-detail-trend.ts';
import { POINT_STYLE } from './assets-detail-chart-options.ts';

// ECharts arrives with this chunk only, loaded once for both charts.
let chartsChunk: Promise<typeof import('./assets-detail-charts.tsx')> | undefined;
const loadCharts = () => (chartsChunk ??= import('./assets-detail-charts.tsx'));
const NavPointsChart = lazy(() => loadCharts().then((m) => ({ default: m.NavPointsChart })));
const IncomeChart = lazy(() => loadCharts().then((m) => ({ default: m.IncomeChart })));

const CHART_HEIGHT = 300;
const RECENT_INCOME_DAYS = 10;
const PERIOD_OPTIONS = INCOME_PERIODS.map((value) => ({ value, label: INCOME_PERIOD_NAMES[value] }));

function TradePoints({ points }: { points: TrendResponse['points'] }) {
  if (points.length === 0) return <p className="fd-assets-detail__none">该区间内没有买卖记录</p>;
  return (
    <div className="fd-table-wrap" role="region" aria-label="买卖记录" tabIndex={0}>
      <table className="fd-table fd-assets-detail__table">
        <caption className="fd-visually-hidden">买卖记录</caption>
        <thead>
          <tr>
            <th scope="col">确认日期</th>
            <th scope="col">业务</th>
            <th scope="col" className="fd-table__num">
              成交净值
            </th>
            <th scope="col" className="fd-table__num">
              金额(元)
            </th>
            <th scope="col" className="fd-table__num">
              份额
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={`${point.date}-${index}`}>
              <td className="fd-num" data-label="确认日期">
                {formatDate(point.date)}
              </td>
              <td data-label="业务">
                <span>
                  <span className="fd-assets-detail__side" style={{ color: POINT_STYLE[point.side].color }}>
                    {POINT_STYLE[point.side].label}
                  </span>
                  {point.businessName}
                </span>
              </td>
              <td className="fd-table__num fd-num" data-label="成交净值">
                {formatValue(point.nav)}
              </td>
              <td className="fd-table__num fd-num" data-label="金额(元)">
                {formatMoney(point.amount)}
              </td>
              <td className="fd-table__num fd-num" data-label="份额">
                {formatMoney(point.shares)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecentIncome({ income }: { income: TrendResponse['income'] }) {
  const recent = income.slice(-RECENT_INCOME_DAYS).reverse();
  if (recent.length === 0) return <p className="fd-assets-detail__none">该区间内暂无收益</p>;
  return (
    <div className="fd-table-wrap" role="region" aria-label="近期收益" tabIndex={0}>
      <table className="fd-table fd-assets-detail__table">
        <caption className="fd-visually-hidden">近期收益</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col" className="fd-table__num">
              当日收益(元)
            </th>
            <th scope="col" className="fd-table__num">
              累计收益(元)
            </th>
          </tr>
        </thead>
        <tbody>
          {recent.map((row) => (
            <tr key={row.date}>
              <td className="fd-num" data-label="日期">
                {formatDate(row.date)}
              </td>
              <td className="fd-table__num" data-label="当日收益(元)">
                <MoneyText value={row.income} colored />
              </td>
              <td className="fd-table__num" data-label="累计收益(元)">
                <MoneyText value={row.cumulativeIncome} colored />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// The fund's NAV with the customer's buys and sells marked, and the holding's income, over a period.
export function AssetsDetailTrend({ fundCode }: { fundCode: string }) {
  const [period, setPeriod] = useState<IncomePeriod>('1y');
  const trend = useHoldingTrend(fundCode, period);
  const data = trend.data;
  const chartFallback = <QueryStatus loading minHeight={CHART_HEIGHT} />;
  return (
    <>
      <section className="fd-assets-detail__section" aria-labelledby="fd-assets-detail-nav" aria-busy={trend.isFetching}>
        <SectionTitle id="fd-assets-detail-nav" title="净值走势与买卖点" />
        <Segmented
          className="fd-assets-detail__periods"
          aria-label="时间区间"
          options={PERIOD_OPTIONS}
          value={period}
          onChange={(next) => setPeriod(next as IncomePeriod)}
        />
        {data && data.navs.length > 1 ? (
          <Suspense fallback={chartFallback}>
            <NavPointsChart trend={data} height={CHART_HEIGHT} />
          </Suspense>
        ) : (
          <QueryStatus
            loading={trend.isPending}
            error={trend.isError}
            empty={trend.isSuccess}
            emptyText="该区间暂无净值数据"
            onRetry={() => void trend.refetch()}
            minHeight={CHART_HEIGHT}
          />
        )}
        {data ? <TradePoints points={data.points} /> : null}
      </section>
      <section className="fd-assets-detail__section" aria-labelledby="fd-assets-detail-income">
        <SectionTitle id="fd-assets-detail-income" title="收益明细" />
        {data && data.income.length > 1 ? (
          <Suspense fallback={chartFallback}>
            <IncomeChart income={data.income} height={CHART_HEIGHT} />
          </Suspense>
        ) : null}
        {data ? <RecentIncome income={data.income} /> : <QueryStatus loading={trend.isPending} error={trend.isError} minHeight={80} />}
      </section>
    </>
  );
}
