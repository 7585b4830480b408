import { Empty } from 'antd';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { Link, useSearchParams } from 'react-router';
import { FundNoticesSection } from '@/components/fund-notices-section.tsx';
import { QueryStatus } from '@/components/query-status.tsx';
import { useAllShareInfo } from '@/api/query/share-info.ts';
import { AssetsDetailLots } from '../components/assets-detail-lots.tsx';
import { AssetsDetailSummary } from '../components/assets-detail-summary.tsx';
import { AssetsDetailTrend } from '../components/assets-detail-trend.tsx';
import './assets-detail.css';

const FUND_CODE = /^\d{6}$/;

function NotHeld() {
  return (
    <Empty description="您没有持有该基金">
      <Link to={ROUTE_PATHS.myAssets} className="fd-button fd-button--primary">
        返回资产明细
      </Link>
    </Empty>
  );
}

function HoldingDetail({ fundCode }: { fundCode: string }) {
  const shareInfo = useAllShareInfo();
  if (!shareInfo.data) {
    return (
      <QueryStatus loading={shareInfo.isPending} error={shareInfo.isError} onRetry={() => void shareInfo.refetch()} minHeight="40vh" />
    );
  }
  const holding = shareInfo.data.list.find((item) => item.fundCode === fundCode);
  if (!holding) return <NotHeld />;
  return (
    <>
      <AssetsDetailSummary holding={holding} incomeDate={shareInfo.data.summary.incomeDate} />
      <AssetsDetailLots fundCode={fundCode} />
      <AssetsDetailTrend fundCode={fundCode} />
      <FundNoticesSection
        fundCode={fundCode}
        className="fd-assets-detail__section"
        headingId="fd-assets-detail-notices"
        limit={5}
        minHeight={80}
      />
    </>
  );
}

// §2 /assets/assets_detail?fundCode=: one holding with its lots, NAV and trades, income and notices.
export function AssetsDetailPage() {
  const [search] = useSearchParams();
  const fundCode = search.get('fundCode') ?? '';
  return (
    <div className="fd-assets-detail">
      <p className="fd-assets-detail__back">
        <Link to={ROUTE_PATHS.myAssets}>‹ 返回资产明细</Link>
      </p>
      {FUND_CODE.test(fundCode) ? <HoldingDetail key={fundCode} fundCode={fundCode} /> : <NotHeld />}
    </div>
  );
}
