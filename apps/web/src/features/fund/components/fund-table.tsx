import { RANKING_PERIODS } from '@fund-direct/domain/codes';
import type { FundSortField, FundSummary } from '@fund-direct/domain/contracts';
import type { ToPage } from '@fund-direct/domain/session-keys';
import { Link } from 'react-router';
import { FundCompareButton } from '@/components/fund-compare-button.tsx';
import { FundStatusTag } from '@/components/fund-status-tag.tsx';
import { PercentText } from '@/components/percent-text.tsx';
import { RiskTag } from '@/components/risk-tag.tsx';
import { BuyButton, WatchButton } from './fund-buttons.tsx';
import { ChangeValue, NavDate, NavValue, changeLabel, navLabel } from './fund-figures.tsx';
import { shownPeriod, type FundListState } from './fund-list-query.ts';
import './fund-table.css';

interface FundTableProps {
  funds: readonly FundSummary[];
  state: FundListState;
  onSort: (field: FundSortField) => void;
  from: ToPage;
}

function SortHeader({
  field,
  label,
  state,
  onSort,
}: {
  field: FundSortField;
  label: string;
  state: FundListState;
  onSort: (f: FundSortField) => void;
}) {
  const active = state.sortField === field;
  const sort = active ? (state.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" className="fd-table__num" aria-sort={sort}>
      <button type="button" className="fd-sort" onClick={() => onSort(field)}>
        {label}
        <span className={`fd-sort__icon${active ? ` fd-sort__icon--${state.sortOrder}` : ''}`} aria-hidden />
      </button>
    </th>
  );
}

// One row per fund; the yield column follows the chosen period. At phone width (fund-table.css) each row is a card
// with the period's yield in front, so the server's HTML fits every screen and the browser has nothing to redraw.
export function FundTable({ funds, state, onSort, from }: FundTableProps) {
  const period = shownPeriod(state.sortField);
  return (
    <div className="fd-table-wrap fd-fund-table-wrap" role="region" aria-label="基金列表" tabIndex={0}>
      <table className="fd-table fd-fund-table">
        <caption className="fd-visually-hidden">基金列表</caption>
        <thead>
          <tr>
            <th scope="col">基金名称</th>
            <th scope="col">类型</th>
            <th scope="col">风险等级</th>
            <th scope="col">状态</th>
            <SortHeader field="nav" label="单位净值/万份收益" state={state} onSort={onSort} />
            <SortHeader field="navDate" label="净值日期" state={state} onSort={onSort} />
            <SortHeader field="day" label="日涨跌/七日年化" state={state} onSort={onSort} />
            <SortHeader field={period} label={RANKING_PERIODS[period]} state={state} onSort={onSort} />
            <th scope="col" className="fd-table__actions">
              操作
            </th>
          </tr>
        </thead>
        <tbody>
          {funds.map((fund) => {
            return (
              <tr key={fund.fundcode}>
                <td className="fd-fund-table__name">
                  <Link className="fd-fund-name" to={`/fund_detail?fundCode=${fund.fundcode}`}>
                    {fund.fundname}
                  </Link>
                  <span className="fd-fund-code">{fund.fundcode}</span>
                </td>
                <td className="fd-fund-table__tag">
                  <span className="fd-fund-table__type">{fund.fundTypeLabel}</span>
                </td>
                <td className="fd-fund-table__tag">
                  <RiskTag level={fund.riskLevel} />
                </td>
                <td className="fd-fund-table__tag">
                  <FundStatusTag status={fund.status} />
                </td>
                <td className="fd-table__num fd-fund-table__figure" data-label={navLabel(fund)}>
                  <NavValue fund={fund} />
                </td>
                <td className="fd-table__num fd-fund-table__date" data-label="净值日期">
                  <NavDate fund={fund} />
                </td>
                <td className="fd-table__num fd-fund-table__figure" data-label={changeLabel(fund)}>
                  <ChangeValue fund={fund} />
                </td>
                <td className="fd-table__num fd-fund-table__figure fd-fund-table__lead" data-label={RANKING_PERIODS[period]}>
                  <PercentText value={fund.yields[period]} multiply100 />
                </td>
                <td className="fd-table__actions">
                  <span className="fd-row-actions">
                    <WatchButton fundCode={fund.fundcode} fundName={fund.fundname} watched={fund.isCollect === true} from={from} />
                    <FundCompareButton fundCode={fund.fundcode} fundName={fund.fundname} />
                    <BuyButton
                      fundCode={fund.fundcode}
                      fundName={fund.fundname}
                      status={fund.status}
                      from={from}
                      className="fd-button fd-button--accent fd-button--small"
                    />
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
