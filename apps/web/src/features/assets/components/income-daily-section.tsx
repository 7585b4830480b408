import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { INCOME_PERIOD_NAMES, type IncomePeriod, type IncomeResponse } from '@fund-direct/domain/contracts';
import { formatMoney } from '@fund-direct/domain/format';
import { SectionTitle } from '@/components/section-title.tsx';
import { dailyIncomeOption } from './income-chart-options.ts';
import { IncomeChartFrame } from './income-chart-frame.tsx';

const HEIGHT = 280;

interface IncomeDailySectionProps {
  period: IncomePeriod;
  query: UseQueryResult<IncomeResponse>;
}

// Each trading day's income of the account over the period, as bars.
export function IncomeDailySection({ period, query }: IncomeDailySectionProps) {
  const list = useMemo(() => query.data?.list ?? [], [query.data]);
  const option = useMemo(() => (list.length > 0 ? dailyIncomeOption(list) : null), [list]);
  const first = list[0]?.date;
  const last = list[list.length - 1]?.date;
  const label = `每日收益柱状图，${first} 至 ${last}，共 ${list.length} 个交易日，合计 ${formatMoney(query.data?.total, { unit: '元' })}`;
  return (
    <section className="fd-income-section" aria-labelledby="fd-income-daily">
      <SectionTitle
        id="fd-income-daily"
        level={2}
        title="每日收益"
        extra={<span className="fd-muted">{INCOME_PERIOD_NAMES[period]}</span>}
      />
      <IncomeChartFrame
        option={option}
        label={label}
        height={HEIGHT}
        loading={query.isPending}
        error={query.isError}
        emptyText="该区间暂无收益"
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    </section>
  );
}
