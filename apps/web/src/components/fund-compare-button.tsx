import CheckOutlinedSvg from '@ant-design/icons-svg/es/asn/CheckOutlined';
import PlusOutlinedSvg from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import { fundCompareSelection, useFundCompareSelection } from './fund-compare-store.ts';
import './fund-compare-button.css';

const CheckOutlined = iconOf(CheckOutlinedSvg);
const PlusOutlined = iconOf(PlusOutlinedSvg);

interface FundCompareButtonProps {
  fundCode: string;
  fundName: string;
  className?: string;
  // -1 where the list around it is navigated with the arrow keys (the search overlay).
  tabIndex?: number;
}

// 加入对比 / 已加入对比: a second press takes the fund out again. The fifth fund is refused with a message.
export function FundCompareButton({ fundCode, fundName, className = 'fd-button fd-button--small', tabIndex }: FundCompareButtonProps) {
  const selected = useFundCompareSelection().some((fund) => fund.fundCode === fundCode);
  return (
    <button
      type="button"
      className={['fd-compare-toggle', className].filter(Boolean).join(' ')}
      aria-pressed={selected}
      tabIndex={tabIndex}
      aria-label={`${selected ? '已加入对比' : '加入对比'}：${fundName}`}
      onClick={() => (selected ? fundCompareSelection.remove(fundCode) : fundCompareSelection.add({ fundCode, fundName }))}
    >
      {selected ? <CheckOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
      <span>{selected ? '已加入对比' : '加入对比'}</span>
    </button>
  );
}
