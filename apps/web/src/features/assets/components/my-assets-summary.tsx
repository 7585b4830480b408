import type { AssetsSummary } from '@fund-direct/domain/contracts';
import { formatDate } from '@fund-direct/domain/format';
import type { ReactNode } from 'react';
import { MoneyText } from '@/components/money-text.tsx';

interface SummaryFigure {
  label: string;
  value: string;
  colored: boolean;
  note: ReactNode;
}

// §5: money in 元 with 2 decimals and separators; income figures coloured up red / down green.
export function MyAssetsSummary({ summary }: { summary: AssetsSummary }) {
  const figures: SummaryFigure[] = [
    {
      label: '总资产(元)',
      value: summary.totalAssets,
      colored: false,
      note: (
        <>
          持仓市值 <MoneyText value={summary.marketValue} /> · 在途资金 <MoneyText value={summary.inTransitAmount} />
        </>
      ),
    },
    { label: '昨日收益(元)', value: summary.yesterdayIncome, colored: true, note: `收益日期 ${formatDate(summary.incomeDate)}` },
    { label: '持有收益(元)', value: summary.holdingIncome, colored: true, note: '当前持仓的市值减去持仓成本' },
    { label: '累计收益(元)', value: summary.cumulativeIncome, colored: true, note: '历次持仓的收益合计（含现金分红）' },
  ];
  return (
    <dl className="fd-my-assets-summary" aria-label="资产概览">
      {figures.map((figure, index) => (
        <div
          key={figure.label}
          className={index === 0 ? 'fd-my-assets-summary__item fd-my-assets-summary__item--lead' : 'fd-my-assets-summary__item'}
        >
          <dt>{figure.label}</dt>
          <dd className="fd-my-assets-summary__value">
            <MoneyText value={figure.value} colored={figure.colored} />
          </dd>
          <dd className="fd-my-assets-summary__note">{figure.note}</dd>
        </div>
      ))}
    </dl>
  );
}
