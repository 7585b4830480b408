import CloseOutlinedSvg from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { FUND_COMPARE_MAX } from '@fund-direct/domain/contracts';
import { compareHref, fundCompareSelection, useFundCompareSelection } from './fund-compare-store.ts';
import './fund-compare-tray.css';

const CloseOutlined = iconOf(CloseOutlinedSvg);

// While the bar is shown the page gets as much bottom padding as the bar is tall (it wraps to two rows on a phone),
// so the last buttons of the page can still be scrolled clear of it.
function useReservedBottom(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const body = document.body;
    const reserve = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
    };
  }, [bar, shown]);
}

// The funds picked for comparison, fixed at the bottom of the fund pages while at least one is picked.
export function FundCompareTray() {
  const funds = useFundCompareSelection();
  const bar = useRef<HTMLElement>(null);
  const shown = funds.length > 0;
  useReservedBottom(bar, shown);
  if (!shown) return null;
  const ready = funds.length >= 2;
  return (
    <aside ref={bar} className="fd-compare-tray" aria-label="基金对比栏">
      <div className="fd-container fd-compare-tray__inner">
        <p className="fd-compare-tray__title">
          基金对比
          <span className="fd-compare-tray__count">
            {funds.length}/{FUND_COMPARE_MAX}
          </span>
        </p>
        <ul className="fd-compare-tray__list">
          {funds.map((fund) => (
            <li key={fund.fundCode} className="fd-compare-tray__item">
              <span className="fd-compare-tray__name" title={fund.fundName}>
                {fund.fundName}
              </span>
              <button
                type="button"
                className="fd-compare-tray__remove"
                aria-label={`移出对比：${fund.fundName}`}
                onClick={() => fundCompareSelection.remove(fund.fundCode)}
              >
                <CloseOutlined aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <div className="fd-compare-tray__actions">
          <button type="button" className="fd-button fd-button--small" onClick={() => fundCompareSelection.clear()}>
            清空
          </button>
          {ready ? (
            <Link className="fd-button fd-button--primary fd-button--small" to={compareHref(funds.map((fund) => fund.fundCode))}>
              开始对比
            </Link>
          ) : (
            <button type="button" className="fd-button fd-button--primary fd-button--small" disabled title="至少选择两只基金">
              开始对比
            </button>
          )}
        </div>
      </div>
    </aside>
  );
}
