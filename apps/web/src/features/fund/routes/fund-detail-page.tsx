import { useEffect } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { canSubscribe } from '@fund-direct/domain/codes';
import { WATCHLIST_REF_TYPE } from '@fund-direct/domain/constants';
import { addFootprint } from '@/api/account/footprint-add.ts';
import { fundDetailOptions, isFundNotFound, useFundDetail } from '@/api/content/fund-detail.ts';
import { PageBreadcrumbs } from '@/components/breadcrumbs.tsx';
import { FundCompareTray } from '@/components/fund-compare-tray.tsx';
import { DetailPending, NotFoundPage } from '@/components/detail-states.tsx';
import { PlanBacktestSection } from '@/components/plan-backtest/plan-backtest-section.tsx';
import { FundNoticesSection } from '@/components/fund-notices-section.tsx';
import { useAuth } from '@/lib/auth-state.ts';
import { currentQueryClient, prefetchForPage } from '@/lib/query-client.ts';
import { fundReportsOptions } from '../api/fund-reports.ts';
import { fundRiskOptions } from '../api/fund-risk.ts';
import { navListOptions } from '../api/nav-list.ts';
import { useWatchedFunds } from '../api/watchlist.ts';
import { FundFeesSection } from '../components/fund-fees.tsx';
import { FundManagersSection } from '../components/fund-managers.tsx';
import { FundDividendsSection, FundDocumentsSection } from '../components/fund-records.tsx';
import { FundReportSections, FundRiskBlock } from '../components/fund-report-sections.tsx';
import { FundSummary } from '../components/fund-summary.tsx';
import { FundYieldsSection } from '../components/fund-yields.tsx';
import { NavChartSection } from '../components/nav-chart-section.tsx';
import './fund-page.css';
import './fund-detail-page.css';

const FUND_CODE = /^\d{6}$/;

// The detail, the default chart period, the reports and the risk figures start loading with the page chunk, without
// holding it (on the server they do, so the first HTML has every section).
// notFound (known only where the loader waited, on the server): the page is the fund-not-found page, with HTTP 404.
export async function loader({ request }: LoaderFunctionArgs): Promise<{ notFound: boolean }> {
  const fundCode = new URL(request.url).searchParams.get('fundCode') ?? '';
  if (!FUND_CODE.test(fundCode)) return { notFound: true };
  await prefetchForPage((client) => [
    client.prefetchQuery(fundDetailOptions(fundCode)),
    client.prefetchQuery(navListOptions(fundCode, '3m')),
    client.prefetchQuery(fundReportsOptions(fundCode)),
    client.prefetchQuery(fundRiskOptions(fundCode)),
  ]);
  return { notFound: isFundNotFound(currentQueryClient().getQueryState(fundDetailOptions(fundCode).queryKey)?.error) };
}

const TRAIL = { title: '基金产品', to: '/fund' };

function FundNotFound() {
  return (
    <NotFoundPage
      trail={[TRAIL, { title: '基金不存在' }]}
      title="未找到该基金"
      description="基金代码不存在或该基金已不再展示，请从基金列表中重新选择。"
      back={{ to: '/fund', label: '查看全部基金' }}
    />
  );
}

// §2 /fund_detail?fundCode=
export function FundDetailPage() {
  const [search] = useSearchParams();
  const fundCode = search.get('fundCode') ?? '';
  const loaded = useLoaderData<typeof loader>() as Awaited<ReturnType<typeof loader>> | undefined;
  if (!FUND_CODE.test(fundCode) || loaded?.notFound) return <FundNotFound />;
  return <FundDetail key={fundCode} fundCode={fundCode} />;
}

function FundDetail({ fundCode }: { fundCode: string }) {
  const detail = useFundDetail(fundCode);
  const { token } = useAuth();
  const watched = useWatchedFunds(token);

  // A logged-in customer's view joins their history.
  useEffect(() => {
    if (token && detail.isSuccess) void addFootprint({ refType: WATCHLIST_REF_TYPE, refObjectId: fundCode }).catch(() => undefined);
  }, [token, detail.isSuccess, fundCode]);

  if (detail.isError && isFundNotFound(detail.error)) return <FundNotFound />;
  if (!detail.data) {
    return <DetailPending className="fd-fund-detail" trail={[TRAIL, { title: '基金详情' }]} heading="基金详情" query={detail} />;
  }

  const { fund } = detail.data;
  const from = { name: 'fundDetail', query: { fundCode } };
  return (
    <div className="fd-container fd-fund-detail">
      <PageBreadcrumbs items={[TRAIL, { title: fund.fundname }]} />
      <FundSummary fund={fund} watched={watched.data?.has(fundCode) ?? false} from={from} />
      <FundYieldsSection yields={fund.yields} asOf={fund.navDate} />
      <NavChartSection fundCode={fundCode} isMoneyFund={fund.isMoneyFund} />
      {fund.isMoneyFund ? null : <FundRiskBlock fundCode={fundCode} />}
      {fund.isMoneyFund ? null : <PlanBacktestSection fundCode={fundCode} firstDate={fund.setupDate} lastDate={fund.navDate} planLink />}
      <FundReportSections fundCode={fundCode} />
      <FundManagersSection current={detail.data.currentManagers} former={detail.data.formerManagers} />
      <FundFeesSection fees={detail.data.fees} raising={canSubscribe(fund.status)} />
      <FundDividendsSection dividends={detail.data.dividends} />
      <FundNoticesSection fundCode={fundCode} className="fd-detail-section" headingId="fd-notices-title" />
      <FundDocumentsSection documents={detail.data.documents} />
      <p className="fd-risk-note">
        基金有风险，投资需谨慎。基金过往业绩不代表其未来表现，基金管理人管理的其他基金的业绩不构成基金业绩表现的保证。
      </p>
      <FundCompareTray />
    </div>
  );
}
