import { FEE_TYPES, labelOf } from '@fund-direct/domain/codes';
import type { HoldLot } from '@fund-direct/domain/contracts';
import { formatDate, formatMoney, formatPercent } from '@fund-direct/domain/format';
import { QueryStatus } from '@/components/query-status.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { useHoldPeriod } from '../api/assets-detail-hold-period.ts';

// A fee rate, not a gain: no sign.
const rateText = (rate: string) => formatPercent(rate, { multiply100: true }).replace(/^\+/, '');

function NextRate({ lot }: { lot: HoldLot }) {
  if (lot.nextFeeRate === null) return <>--</>;
  return (
    <>
      {rateText(lot.nextFeeRate)}
      <span className="fd-assets-detail__meta">{formatDate(lot.nextFeeDate)} 起</span>
    </>
  );
}

// The holding by purchase lot (redeemed first in, first out): how long each lot has been held and the
// redemption fee it would pay today and from when a lower rate applies.
export function AssetsDetailLots({ fundCode }: { fundCode: string }) {
  const query = useHoldPeriod(fundCode);
  const lots = query.data?.list ?? [];
  return (
    <section className="fd-assets-detail__section" aria-labelledby="fd-assets-detail-lots">
      <SectionTitle id="fd-assets-detail-lots" title="持仓明细" />
      {lots.length === 0 ? (
        <QueryStatus
          loading={query.isPending}
          error={query.isError}
          empty={query.isSuccess}
          emptyText="暂无持仓份额"
          onRetry={() => void query.refetch()}
          minHeight={80}
        />
      ) : (
        <div className="fd-table-wrap" role="region" aria-label="持仓份额明细" tabIndex={0}>
          <table className="fd-table fd-assets-detail__table">
            <caption className="fd-visually-hidden">持仓份额明细</caption>
            <thead>
              <tr>
                <th scope="col">确认日期</th>
                <th scope="col">收费方式</th>
                <th scope="col" className="fd-table__num">
                  确认份额
                </th>
                <th scope="col" className="fd-table__num">
                  剩余份额
                </th>
                <th scope="col" className="fd-table__num">
                  持有天数
                </th>
                <th scope="col" className="fd-table__num">
                  今日赎回费率
                </th>
                <th scope="col" className="fd-table__num">
                  下一档费率
                </th>
              </tr>
            </thead>
            <tbody>
              {lots.map((lot, index) => (
                <tr key={`${lot.acquiredDate}-${index}`}>
                  <td className="fd-num" data-label="确认日期">
                    {formatDate(lot.acquiredDate)}
                  </td>
                  <td data-label="收费方式">{labelOf(FEE_TYPES, lot.chargeType) ?? '--'}</td>
                  <td className="fd-table__num fd-num" data-label="确认份额">
                    {formatMoney(lot.shares)}
                  </td>
                  <td className="fd-table__num fd-num" data-label="剩余份额">
                    {formatMoney(lot.remaining)}
                  </td>
                  <td className="fd-table__num fd-num" data-label="持有天数">
                    {lot.holdingDays}天
                  </td>
                  <td className="fd-table__num fd-num" data-label="今日赎回费率">
                    {rateText(lot.feeRate)}
                  </td>
                  <td className="fd-table__num fd-num" data-label="下一档费率">
                    <NextRate lot={lot} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
