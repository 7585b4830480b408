import { Segmented } from 'antd';
import type { BehaviourRefType } from '@fund-direct/domain/contracts';

export type BehaviourFilterValue = 'all' | BehaviourRefType;

const OPTIONS: { label: string; value: BehaviourFilterValue }[] = [
  { label: '全部', value: 'all' },
  { label: '基金', value: 'own_select' },
  { label: '文章', value: 'article' },
];

// Funds, articles or both, for the history and watchlist pages.
export function BehaviourFilter({ value, onChange }: { value: BehaviourFilterValue; onChange: (value: BehaviourFilterValue) => void }) {
  return <Segmented aria-label="类型" options={OPTIONS} value={value} onChange={(next) => onChange(next as BehaviourFilterValue)} />;
}

export function refTypeOf(value: BehaviourFilterValue): BehaviourRefType | undefined {
  return value === 'all' ? undefined : value;
}
