import { MoneyDecimal } from '@fund-direct/domain/money';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TradeFareResponse } from '@fund-direct/domain/contracts';
import { formatDate, formatMoney, formatValue } from '@fund-direct/domain/format';
import { ApiError } from '@/lib/http.ts';
import { amountFeeView, discountText, rateText } from '../trade-quote.ts';
import { QuoteRows, type TradeFact } from './trade-facts.tsx';

type FareQuery = UseQueryResult<TradeFareResponse>;

function fareError(error: unknown): string {
  return error instanceof ApiError ? error.msg : '费用试算失败，请稍后重试';
}

// The fee line of an amount order: the rate after the discount with the list rate struck through.
function AmountFee({ fare }: { fare: Extract<TradeFareResponse, { kind: 'amount' }> }) {
  const view = amountFeeView(fare);
  const discount = discountText(fare.discount);
  return (
    <span>
      <span className="fd-num">{view.fee}</span>
      <span className="fd-trade-fee__rate">
        （{view.rate}
        {discount ? `，${discount}` : ''}）
      </span>
      {view.listRate ? (
        <s className="fd-trade-fee__list" aria-label={`原费率${view.listRate}`}>
          {view.listRate}
        </s>
      ) : null}
    </span>
  );
}

function amountRows(fare: Extract<TradeFareResponse, { kind: 'amount' }>): TradeFact[] {
  const rows: TradeFact[] = [{ label: '手续费', value: <AmountFee fare={fare} /> }];
  if (fare.chargeType === 'B') {
    const tiers = fare.backEndTiers
      .map((tier) => `${tier.minYears}年${tier.maxYears === null ? '以上' : `至${tier.maxYears}年`} ${rateText(tier.rate)}`)
      .join('；');
    rows.push({ label: '后端收费', value: tiers ? `赎回时按持有年限收取：${tiers}` : '赎回时按持有年限收取' });
  }
  rows.push({ label: '净申购金额', value: <span className="fd-num">{formatMoney(fare.netAmount, { unit: '元' })}</span> });
  return rows;
}

function sharesRows(fare: Extract<TradeFareResponse, { kind: 'shares' }>): TradeFact[] {
  const rows: TradeFact[] = [
    { label: '参考净值', value: `${formatValue(fare.nav)}（${formatDate(fare.navDate)}）` },
    { label: '预估赎回金额', value: <span className="fd-num">{formatMoney(fare.grossAmount, { unit: '元' })}</span> },
    { label: '赎回费', value: <span className="fd-num">{formatMoney(fare.redemptionFee, { unit: '元' })}</span> },
  ];
  // Shares bought with the back-end charge pay their purchase fee now, by the years they were held.
  if (fare.backEndFee && !new MoneyDecimal(fare.backEndFee).isZero()) {
    rows.push({ label: '后端申购费', value: <span className="fd-num">{formatMoney(fare.backEndFee, { unit: '元' })}</span> });
  }
  if (fare.convertDiffFee !== null) {
    rows.push({
      label: '申购补差费',
      value: (
        <span className="fd-num">
          {formatMoney(fare.convertDiffFee, { unit: '元' })}
          {fare.convertDiffRate !== null ? `（${rateText(fare.convertDiffRate)}）` : ''}
        </span>
      ),
    });
  }
  rows.push({ label: '费用合计', value: <span className="fd-num">{formatMoney(fare.fee, { unit: '元' })}</span> });
  rows.push({
    label: fare.targetFundCode ? '预估转入金额' : '预估到账金额',
    value: <strong className="fd-num">{formatMoney(fare.netAmount, { unit: '元' })}</strong>,
  });
  return rows;
}

// The quote box under the form: the fare call's answer, its refusal, or a hint to type first.
// `asked` is false while the form holds nothing quotable (an earlier quote must not linger then).
export function FareRows({ query, asked, hint }: { query: FareQuery; asked: boolean; hint: string }) {
  if (!asked) return <QuoteRows label="费用试算" rows={[{ label: '手续费', value: hint }]} />;
  if (query.isError)
    return <QuoteRows label="费用试算" rows={[{ label: '费用试算', value: <span role="alert">{fareError(query.error)}</span> }]} />;
  if (!query.data) return <QuoteRows label="费用试算" rows={[{ label: '手续费', value: query.isFetching ? '试算中…' : hint }]} />;
  const fare = query.data;
  return <QuoteRows label="费用试算" rows={fare.kind === 'amount' ? amountRows(fare) : sharesRows(fare)} />;
}
