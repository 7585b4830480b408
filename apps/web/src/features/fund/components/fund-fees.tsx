import type { AmountFeeTier, FundFees } from '@fund-direct/domain/contracts';
import { SectionTitle } from '@/components/section-title.tsx';
import { amountFeeText, amountRangeText, holdingRangeText, rateText } from './fund-detail-format.ts';

function AmountTable({ caption, tiers }: { caption: string; tiers: readonly AmountFeeTier[] }) {
  if (tiers.length === 0) return null;
  return (
    <table className="fd-table fd-fee-table">
      <caption className="fd-table-caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">金额(M)</th>
          <th scope="col" className="fd-table__num">
            费率
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.min}>
            <td>{amountRangeText(tier)}</td>
            <td className="fd-table__num">{amountFeeText(tier)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// Subscription / purchase tiers by amount, redemption tiers by holding period, and the running fees.
export function FundFeesSection({ fees, raising }: { fees: FundFees; raising: boolean }) {
  return (
    <section className="fd-detail-section" aria-labelledby="fd-fees-title">
      <SectionTitle id="fd-fees-title" title="费率结构" />
      <div className="fd-fee-grid">
        {raising ? <AmountTable caption="认购费率" tiers={fees.subscription} /> : null}
        <AmountTable caption="申购费率" tiers={fees.purchase} />
        {!raising ? <AmountTable caption="认购费率" tiers={fees.subscription} /> : null}
        {fees.redemption.length > 0 ? (
          <table className="fd-table fd-fee-table">
            <caption className="fd-table-caption">赎回费率</caption>
            <thead>
              <tr>
                <th scope="col">持有期限(N)</th>
                <th scope="col" className="fd-table__num">
                  费率
                </th>
              </tr>
            </thead>
            <tbody>
              {fees.redemption.map((tier) => (
                <tr key={tier.minDays}>
                  <td>{holdingRangeText(tier)}</td>
                  <td className="fd-table__num">{rateText(tier.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <table className="fd-table fd-fee-table">
          <caption className="fd-table-caption">运作费用（年费率）</caption>
          <tbody>
            <tr>
              <th scope="row">管理费</th>
              <td className="fd-table__num">{rateText(fees.managementRate)}</td>
            </tr>
            <tr>
              <th scope="row">托管费</th>
              <td className="fd-table__num">{rateText(fees.custodyRate)}</td>
            </tr>
            {fees.salesServiceRate !== null ? (
              <tr>
                <th scope="row">销售服务费</th>
                <td className="fd-table__num">{rateText(fees.salesServiceRate)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <p className="fd-chart-note">费率以基金合同、招募说明书及相关公告为准。</p>
    </section>
  );
}
