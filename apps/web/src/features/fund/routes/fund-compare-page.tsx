import { Link, useNavigate, useSearchParams } from 'react-router';
import { FUND_COMPARE_MAX, type FundCompareResponse, type NavChartPeriod } from '@fund-direct/domain/contracts';
import { PageBreadcrumbs } from '@/components/breadcrumbs.tsx';
import { compareHref, fundCompareSelection } from '@/components/fund-compare-store.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { usePageTitle } from '@/components/use-page-title.ts';
import { useFundCompare } from '../api/fund-compare.ts';
import { readCompareCodes, readComparePeriod } from '../components/compare-query.ts';
import { CompareChartSection } from '../components/compare-chart-section.tsx';
import { CompareTable } from '../components/compare-table.tsx';
import { rateText } from '../components/fund-detail-format.ts';
import { PeriodChips } from '../components/period-chips.tsx';
import './fund-page.css';
import './fund-detail-page.css';
import './fund-compare-page.css';

const CHART_HEIGHT = 340;
export const COMPARE_EMPTY_TEXT = '请至少选择两只基金进行对比';

function CompareEmpty() {
  return (
    <div className="fd-compare-empty" role="status">
      <p>{COMPARE_EMPTY_TEXT}</p>
      <Link className="fd-button fd-button--primary" to="/fund">
        去选择基金
      </Link>
    </div>
  );
}

function MethodNote({ data }: { data: FundCompareResponse }) {
  return (
    <p className="fd-chart-note">
      数据来源于本公司存储的历史净值（分红再投资复权）；年化波动率按每年{data.tradingDaysPerYear}
      个交易日计算；夏普比率的无风险利率为年化{rateText(data.riskFreeRate)}。
    </p>
  );
}

interface CompareResultProps {
  codes: readonly string[];
  period: NavChartPeriod;
  onPeriod: (period: NavChartPeriod) => void;
  onRemove: (fundCode: string) => void;
}

function CompareResult({ codes, period, onPeriod, onRemove }: CompareResultProps) {
  const compare = useFundCompare(codes, period, true);
  const data = compare.data;
  if (!data) {
    return <QueryStatus loading={compare.isPending} error={compare.isError} onRetry={() => void compare.refetch()} minHeight={480} />;
  }
  // While a smaller selection loads, the previous answer stays on screen without the fund just removed.
  const funds = codes.flatMap((code) => data.funds.filter((fund) => fund.fundcode === code));
  return (
    <>
      <section className="fd-detail-section" aria-labelledby="fd-compare-chart-title">
        <SectionTitle
          id="fd-compare-chart-title"
          title="累计收益走势"
          extra={data.from && data.to ? <span className="fd-muted fd-num">{`${data.from} 至 ${data.to}`}</span> : null}
        />
        <PeriodChips value={period} onChange={onPeriod} />
        {compare.isError ? (
          <QueryStatus error onRetry={() => void compare.refetch()} minHeight={CHART_HEIGHT} />
        ) : (
          <CompareChartSection funds={funds} period={data.period} busy={compare.isFetching} />
        )}
      </section>
      <section className="fd-detail-section" aria-labelledby="fd-compare-table-title">
        <SectionTitle id="fd-compare-table-title" title="指标对比" />
        <CompareTable funds={funds} onRemove={onRemove} />
        <MethodNote data={data} />
      </section>
    </>
  );
}

// /fund/compare?codes=A,B,C&period=1y: up to four funds side by side. The address is the selection, so a comparison
// can be shared; removing a column also takes the fund out of the comparison bar.
export function FundComparePage() {
  usePageTitle('基金对比');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const codes = readCompareCodes(search);
  const period = readComparePeriod(search);

  const changePeriod = (next: NavChartPeriod) => void navigate(compareHref(codes, next), { replace: true, preventScrollReset: true });
  const remove = (fundCode: string) => {
    fundCompareSelection.remove(fundCode);
    void navigate(
      compareHref(
        codes.filter((code) => code !== fundCode),
        period,
      ),
      { preventScrollReset: true },
    );
  };

  return (
    <div className="fd-container fd-fund-compare">
      <PageBreadcrumbs items={[{ title: '基金产品', to: '/fund' }, { title: '基金对比' }]} />
      <header className="fd-page-head">
        <h1 className="fd-page-head__title">基金对比</h1>
        <p className="fd-page-head__lead">{`最多同时对比${FUND_COMPARE_MAX}只基金的业绩、风险指标与费率。`}</p>
      </header>
      {codes.length < 2 ? <CompareEmpty /> : <CompareResult codes={codes} period={period} onPeriod={changePeriod} onRemove={remove} />}
      <p className="fd-risk-note">基金有风险，投资需谨慎。基金过往业绩不代表其未来表现，请在充分了解产品风险收益特征后审慎选择。</p>
    </div>
  );
}
