import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { INCOME_PERIOD_NAMES, type IncomePeriod, type IncomeResponse, type TrendAllResponse } from '@fund-direct/domain/contracts';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { MoneyText } from '@/components/money-text.tsx';
import { PercentText } from '@/components/percent-text.tsx';
import { QueryStatus } from '@/components/query-status.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { fundIncomeRows } from './income-rows.ts';
import { FUND_XIRR_NOTE, XIRR_LABEL } from './income-texts.ts';

interface IncomeByFundProps {
  period: IncomePeriod;
  income: UseQueryResult<IncomeResponse>;
  trend: UseQueryResult<TrendAllResponse>;
}

// The period's income of each fund with the fund's own XIRR.
export function IncomeByFund({ period, income, trend }: IncomeByFundProps) {
  const rows = fundIncomeRows(income.data?.byFund ?? [], trend.data?.xirrByFund ?? []);
  const pending = income.isPending || trend.isPending;
  return (
    <section className="fd-income-section" aria-labelledby="fd-income-funds">
      <SectionTitle
        id="fd-income-funds"
        level={2}
        title="按基金收益"
        extra={<span className="fd-muted">{INCOME_PERIOD_NAMES[period]}</span>}
      />
      {rows.length > 0 ? (
        <div className="fd-income-table-wrap">
          <table className="fd-income-table">
            <thead>
              <tr>
                <th scope="col">基金</th>
                <th scope="col" className="fd-income-table__num">
                  {INCOME_PERIOD_NAMES[period]}收益(元)
                </th>
                <th scope="col" className="fd-income-table__num">
                  {XIRR_LABEL}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.fundCode}>
                  <th scope="row">
                    <Link to={`${ROUTE_PATHS.assetsDetail}?fundCode=${row.fundCode}`}>{row.fundName}</Link>
                    <span className="fd-income-table__code">{row.fundCode}</span>
                  </th>
                  <td className="fd-income-table__num">
                    <MoneyText value={row.income} colored />
                  </td>
                  <td className="fd-income-table__num">
                    <PercentText value={row.xirr} multiply100 />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <QueryStatus
          loading={pending}
          error={income.isError || trend.isError}
          empty={!pending}
          emptyText="该区间暂无基金收益"
          onRetry={() => {
            void income.refetch();
            void trend.refetch();
          }}
        />
      )}
      <p className="fd-income-note">{FUND_XIRR_NOTE}</p>
    </section>
  );
}
