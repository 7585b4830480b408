import type { ReactNode } from 'react';
import type { IncomeBillResponse } from '@fund-direct/domain/contracts';
import { DIVIDEND_TYPES, labelOf } from '@fund-direct/domain/codes';
import { formatMoney, formatValue } from '@fund-direct/domain/format';
import { MoneyText } from '@/components/money-text.tsx';

type Holding = IncomeBillResponse['opening'][number];

interface BillTableSectionProps {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}

// A titled part of the statement; its table is named by the title.
export function BillTableSection({ id, title, note, children }: BillTableSectionProps) {
  return (
    <section className="fd-bill-part" aria-labelledby={id}>
      <div className="fd-bill-part__head">
        <h2 id={id} className="fd-bill-part__title">
          {title}
        </h2>
        {note ? <span className="fd-bill-part__note">{note}</span> : null}
      </div>
      <div className="fd-bill-table-wrap">{children}</div>
    </section>
  );
}

const shares = (value: string | null) => formatMoney(value);

function EmptyRow({ span, text }: { span: number; text: string }) {
  return (
    <tr>
      <td colSpan={span} className="fd-bill-table__empty">
        {text}
      </td>
    </tr>
  );
}

interface HoldingsTableProps {
  id: string;
  title: string;
  note: string;
  holdings: readonly Holding[];
  total: string;
}

export function BillHoldingsTable({ id, title, note, holdings, total }: HoldingsTableProps) {
  return (
    <BillTableSection id={id} title={title} note={note}>
      <table className="fd-bill-table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">基金</th>
            <th scope="col" className="fd-bill-table__num">
              持有份额(份)
            </th>
            <th scope="col" className="fd-bill-table__num">
              单位净值
            </th>
            <th scope="col">净值日期</th>
            <th scope="col" className="fd-bill-table__num">
              市值(元)
            </th>
          </tr>
        </thead>
        <tbody>
          {holdings.length === 0 ? <EmptyRow span={5} text="无持仓" /> : null}
          {holdings.map((h) => (
            <tr key={h.fundCode}>
              <th scope="row">
                {h.fundName}
                <span className="fd-bill-table__code">{h.fundCode}</span>
              </th>
              <td className="fd-bill-table__num">{shares(h.shares)}</td>
              <td className="fd-bill-table__num">{formatValue(h.nav)}</td>
              <td className="fd-num">{h.navDate ?? '--'}</td>
              <td className="fd-bill-table__num">{formatMoney(h.marketValue)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              合计
            </th>
            <td className="fd-bill-table__num">{formatMoney(total)}</td>
          </tr>
        </tfoot>
      </table>
    </BillTableSection>
  );
}

export function BillTradesTable({ trades }: { trades: IncomeBillResponse['trades'] }) {
  return (
    <BillTableSection id="fd-bill-trades" title="交易确认明细" note="本月交易日的申请及其确认结果">
      <table className="fd-bill-table" aria-labelledby="fd-bill-trades">
        <thead>
          <tr>
            <th scope="col">确认日期</th>
            <th scope="col">业务类型</th>
            <th scope="col">基金</th>
            <th scope="col" className="fd-bill-table__num">
              确认金额(元)
            </th>
            <th scope="col" className="fd-bill-table__num">
              确认份额(份)
            </th>
            <th scope="col" className="fd-bill-table__num">
              成交净值
            </th>
            <th scope="col" className="fd-bill-table__num">
              手续费(元)
            </th>
          </tr>
        </thead>
        <tbody>
          {trades.length === 0 ? <EmptyRow span={7} text="本月无确认的交易" /> : null}
          {trades.map((t, index) => (
            <tr key={`${t.orderNo ?? t.recordCode}-${t.fundCode}-${index}`}>
              <td className="fd-num">{t.confirmDate}</td>
              <td>{t.businessName}</td>
              <th scope="row">
                {t.fundName}
                <span className="fd-bill-table__code">{t.fundCode}</span>
              </th>
              <td className="fd-bill-table__num">{formatMoney(t.amount)}</td>
              <td className="fd-bill-table__num">{shares(t.shares)}</td>
              <td className="fd-bill-table__num">{formatValue(t.nav)}</td>
              <td className="fd-bill-table__num">{formatMoney(t.fee)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </BillTableSection>
  );
}

export function BillDividendsTable({ dividends }: { dividends: IncomeBillResponse['dividends'] }) {
  return (
    <BillTableSection id="fd-bill-dividends" title="分红明细">
      <table className="fd-bill-table" aria-labelledby="fd-bill-dividends">
        <thead>
          <tr>
            <th scope="col">除息日</th>
            <th scope="col">基金</th>
            <th scope="col">分红方式</th>
            <th scope="col" className="fd-bill-table__num">
              分红金额(元)
            </th>
            <th scope="col" className="fd-bill-table__num">
              再投资份额(份)
            </th>
          </tr>
        </thead>
        <tbody>
          {dividends.length === 0 ? <EmptyRow span={5} text="本月无分红" /> : null}
          {dividends.map((d) => (
            <tr key={`${d.fundCode}-${d.exDate}`}>
              <td className="fd-num">{d.exDate}</td>
              <th scope="row">
                {d.fundName}
                <span className="fd-bill-table__code">{d.fundCode}</span>
              </th>
              <td>{labelOf(DIVIDEND_TYPES, d.method) ?? d.method}</td>
              <td className="fd-bill-table__num">
                <MoneyText value={d.amount} />
              </td>
              <td className="fd-bill-table__num">{shares(d.reinvestShares)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </BillTableSection>
  );
}
