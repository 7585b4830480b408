import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { formatDate } from '@fund-direct/domain/format';
import { PageBreadcrumbs } from '@/components/breadcrumbs.tsx';
import { DetailPending, NotFoundPage } from '@/components/detail-states.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { prefetchForPage } from '@/lib/query-client.ts';
import { isManagerNotFound, managerDetailOptions, useManagerDetail } from '../api/manager-detail.ts';
import { TenureTable } from '../components/tenure-table.tsx';
import './fund-manager-page.css';

const MAN_ID = /^\d{1,12}$/;

export async function loader({ request }: LoaderFunctionArgs) {
  const manId = new URL(request.url).searchParams.get('manId') ?? '';
  if (MAN_ID.test(manId)) await prefetchForPage((client) => [client.prefetchQuery(managerDetailOptions(manId))]);
  return null;
}

const TRAIL = { title: '基金产品', to: '/fund' };

function ManagerNotFound() {
  return (
    <NotFoundPage
      trail={[TRAIL, { title: '基金经理' }]}
      title="未找到该基金经理"
      description="基金经理编号不存在，请从基金详情页重新进入。"
      back={{ to: '/fund', label: '查看全部基金' }}
    />
  );
}

// §2 /fund_manager?manId=: avatar, biography, tenure, funds managed now and before.
export function FundManagerPage() {
  const [search] = useSearchParams();
  const manId = search.get('manId') ?? '';
  if (!MAN_ID.test(manId)) return <ManagerNotFound />;
  return <ManagerDetail key={manId} manId={manId} />;
}

function ManagerDetail({ manId }: { manId: string }) {
  const detail = useManagerDetail(manId);
  if (detail.isError && isManagerNotFound(detail.error)) return <ManagerNotFound />;
  if (!detail.data) {
    return <DetailPending className="fd-manager-page" trail={[TRAIL, { title: '基金经理' }]} heading="基金经理" query={detail} />;
  }
  const { manager, currentFunds, formerFunds } = detail.data;
  return (
    <div className="fd-container fd-manager-page">
      <PageBreadcrumbs items={[TRAIL, { title: manager.name }]} />
      <section className="fd-card fd-manager-profile" aria-labelledby="fd-manager-name">
        <img className="fd-manager-profile__avatar" src={manager.avatar} alt={`${manager.name}照片`} width={120} height={120} />
        <div className="fd-manager-profile__body">
          <h1 id="fd-manager-name" className="fd-manager-profile__name">
            {manager.name}
            <span className="fd-manager-profile__title">{manager.title}</span>
          </h1>
          <dl className="fd-manager-profile__facts">
            <div>
              <dt>学历</dt>
              <dd>{manager.education}</dd>
            </div>
            <div>
              <dt>从业年限</dt>
              <dd>{manager.yearsOfExperience}年</dd>
            </div>
            <div>
              <dt>从业起始</dt>
              <dd className="fd-num">{formatDate(manager.careerStartDate)}</dd>
            </div>
            <div>
              <dt>在管基金</dt>
              <dd>{currentFunds.length}只</dd>
            </div>
          </dl>
        </div>
      </section>
      <section className="fd-manager-section" aria-labelledby="fd-bio-title">
        <SectionTitle id="fd-bio-title" title="个人简介" />
        <p className="fd-manager-bio">{manager.biography}</p>
      </section>
      <section className="fd-manager-section" aria-labelledby="fd-current-title">
        <SectionTitle id="fd-current-title" title="现任管理基金" />
        {currentFunds.length > 0 ? <TenureTable caption="现任管理基金" funds={currentFunds} /> : <p className="fd-muted">暂无</p>}
      </section>
      <section className="fd-manager-section" aria-labelledby="fd-former-title">
        <SectionTitle id="fd-former-title" title="历任管理基金" />
        {formerFunds.length > 0 ? <TenureTable caption="历任管理基金" funds={formerFunds} /> : <p className="fd-muted">暂无</p>}
      </section>
      <p className="fd-manager-note">任职回报为基金经理任职期间基金份额净值增长率（红利再投资），过往业绩不代表未来表现。</p>
    </div>
  );
}
