import type { ManagerTenure } from '@fund-direct/domain/contracts';
import { formatTenure } from '@fund-direct/domain/format';
import { Link } from 'react-router';
import { PercentText } from '@/components/percent-text.tsx';

export function tenureDays(tenure: Pick<ManagerTenure, 'startDate' | 'endDate'>, today: Date): number {
  const end = tenure.endDate ? new Date(`${tenure.endDate}T00:00:00+08:00`) : today;
  const start = new Date(`${tenure.startDate}T00:00:00+08:00`);
  return Math.max(0, Math.round((end.getTime() - start.getTime()) / 86_400_000));
}

// The funds a manager runs or ran, with the return during their tenure.
export function TenureTable({ caption, funds }: { caption: string; funds: readonly ManagerTenure[] }) {
  const today = new Date();
  return (
    <div className="fd-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="fd-table">
        <caption className="fd-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">基金名称</th>
            <th scope="col">类型</th>
            <th scope="col">任职期间</th>
            <th scope="col" className="fd-table__num">
              任职天数
            </th>
            <th scope="col" className="fd-table__num">
              任职回报
            </th>
          </tr>
        </thead>
        <tbody>
          {funds.map((fund) => (
            <tr key={`${fund.fundcode}-${fund.startDate}`}>
              <td>
                <Link to={`/fund_detail?fundCode=${fund.fundcode}`}>{fund.fundname}</Link>
                <span className="fd-manager-code">{fund.fundcode}</span>
              </td>
              <td>{fund.fundTypeLabel}</td>
              <td className="fd-num">{formatTenure(fund)}</td>
              <td className="fd-table__num fd-num">{tenureDays(fund, today)}天</td>
              <td className="fd-table__num">
                <PercentText value={fund.returnDuringTenure} multiply100 />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
