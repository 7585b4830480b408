import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { FundDetailResponse } from '@fund-direct/domain/contracts';
import { isFundNotFound, useFundDetail } from '@/api/content/fund-detail.ts';
import { MissingView } from '@/components/detail-states.tsx';
import { QueryStatus } from '@/components/query-status.tsx';
import { TRADE_UI_TEXT } from '../trade-texts.ts';
import { TradeFrame } from './trade-frame.tsx';

export type TradeFund = FundDetailResponse['fund'];

const FUND_CODE = /^\d{6}$/;

function FundMissing({ title }: { title: string }) {
  return (
    <TradeFrame title={title}>
      <MissingView
        title={TRADE_UI_TEXT.fundMissingTitle}
        description={TRADE_UI_TEXT.fundMissingText}
        back={{ to: '/fund', label: '查看全部基金' }}
      />
    </TradeFrame>
  );
}

function FundLoader({ fundCode, title, children }: { fundCode: string; title: string; children: (fund: TradeFund) => ReactNode }) {
  const detail = useFundDetail(fundCode);
  if (detail.isError && isFundNotFound(detail.error)) return <FundMissing title={title} />;
  if (!detail.data) {
    return (
      <TradeFrame title={title}>
        <QueryStatus loading={detail.isPending} error={detail.isError} onRetry={() => void detail.refetch()} minHeight="50vh" />
      </TradeFrame>
    );
  }
  return <>{children(detail.data.fund)}</>;
}

// /trade/*?fundCode=: a malformed or unknown code gets the way back to the fund list; the page is
// keyed by the code, so opening another fund starts a fresh form (and a fresh request id).
export function TradeFundGate({ title, children }: { title: string; children: (fund: TradeFund) => ReactNode }) {
  const [search] = useSearchParams();
  const fundCode = search.get('fundCode') ?? '';
  if (!FUND_CODE.test(fundCode)) return <FundMissing title={title} />;
  return (
    <FundLoader key={fundCode} fundCode={fundCode} title={title}>
      {children}
    </FundLoader>
  );
}
