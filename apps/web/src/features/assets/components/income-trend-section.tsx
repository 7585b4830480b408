import type { UseQueryResult } from '@tanstack/react-query';
import { Segmented } from 'antd';
import { useMemo, useState } from 'react';
import type { TrendAllResponse } from '@fund-direct/domain/contracts';
import { SectionTitle } from '@/components/section-title.tsx';
import { incomeTrendOption, type TrendMode } from './income-chart-options.ts';
import { IncomeChartFrame } from './income-chart-frame.tsx';

const HEIGHT = 320;
const MODES: { label: string; value: TrendMode }[] = [
  { label: '累计收益', value: 'income' },
  { label: '收益率', value: 'rate' },
];

interface IncomeTrendSectionProps {
  query: UseQueryResult<TrendAllResponse>;
}

// Cumulative income or income rate per day, against the holdings' market value on the right axis.
export function IncomeTrendSection({ query }: IncomeTrendSectionProps) {
  const [mode, setMode] = useState<TrendMode>('income');
  const list = useMemo(() => query.data?.list ?? [], [query.data]);
  const option = useMemo(() => (list.length > 0 ? incomeTrendOption(list, mode) : null), [list, mode]);
  const name = mode === 'rate' ? '收益率' : '累计收益';
  const label = `${name}与持仓市值走势图，${list[0]?.date} 至 ${list[list.length - 1]?.date}`;
  return (
    <section className="fd-income-section" aria-labelledby="fd-income-trend">
      <SectionTitle
        id="fd-income-trend"
        level={2}
        title="收益走势"
        extra={
          <Segmented aria-label="走势内容" size="small" options={MODES} value={mode} onChange={(next) => setMode(next as TrendMode)} />
        }
      />
      <IncomeChartFrame
        option={option}
        label={label}
        height={HEIGHT}
        loading={query.isPending}
        error={query.isError}
        emptyText="该区间暂无收益走势"
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
      <p className="fd-income-note">持仓市值按右侧坐标轴显示；收益率的口径见上方收益率说明。</p>
    </section>
  );
}
