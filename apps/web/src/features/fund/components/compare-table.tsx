import { Link } from 'react-router';
import type { ComparedFund } from '@fund-direct/domain/contracts';
import { compareColor } from './compare-chart-options.ts';
import { COMPARE_ROWS } from './compare-table-rows.tsx';

interface CompareTableProps {
  funds: readonly ComparedFund[];
  onRemove: (fundCode: string) => void;
}

// One column per fund; on a phone the table scrolls inside its own box with the row names kept in view.
export function CompareTable({ funds, onRemove }: CompareTableProps) {
  return (
    <div className="fd-table-wrap fd-compare-table-wrap" role="region" aria-label="基金对比表" tabIndex={0}>
      <table className="fd-table fd-compare-table">
        <caption className="fd-visually-hidden">基金对比表</caption>
        <thead>
          <tr>
            <th scope="col" className="fd-compare-table__label">
              对比项
            </th>
            {funds.map((fund, index) => (
              <th key={fund.fundcode} scope="col" className="fd-compare-table__fund">
                <span className="fd-compare-table__swatch" style={{ background: compareColor(index) }} aria-hidden />
                <Link className="fd-fund-name" to={`/fund_detail?fundCode=${fund.fundcode}`}>
                  {fund.fundname}
                </Link>
                <span className="fd-fund-code">{fund.fundcode}</span>
                <button
                  type="button"
                  className="fd-link-button fd-compare-table__remove"
                  aria-label={`移除：${fund.fundname}`}
                  onClick={() => onRemove(fund.fundcode)}
                >
                  移除
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="fd-compare-table__label">
                {row.label}
              </th>
              {funds.map((fund) => (
                <td key={fund.fundcode}>{row.cell(fund)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
