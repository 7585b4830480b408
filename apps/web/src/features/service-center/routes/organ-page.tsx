import { Link } from 'react-router';
import { useAgencyList } from '../api/agency-list.ts';
import { useServiceCenterList } from '../api/service-center-list.ts';
import { AgencyByFundLookup } from '../components/agency-by-fund-lookup.tsx';
import { AgencyTable } from '../components/agency-table.tsx';
import { QueryState } from '../components/query-state.tsx';
import { ServiceItems } from '../components/service-items.tsx';
import { agencyKindOf } from '../service-page-data.ts';
import { useRequiredServiceEntry } from '../use-service-entry.ts';

// §2 direct_sell_organ / consignment_organ: the page's articles, the lookup by fund, then the
// agency list of that kind.
export function OrganPage() {
  const { serviceType } = useRequiredServiceEntry();
  const kind = agencyKindOf(serviceType) ?? 'consignment';
  const articles = useServiceCenterList(serviceType);
  const agencies = useAgencyList(kind);
  const caption = kind === 'direct' ? '直销机构名录' : '代销机构名录';
  return (
    <>
      <QueryState data={articles.data} isError={articles.isError} onRetry={() => void articles.refetch()}>
        {(list) => <ServiceItems items={list} />}
      </QueryState>
      <AgencyByFundLookup />
      <section className="fd-service-section" aria-labelledby="fd-agency-list-title">
        <h2 id="fd-agency-list-title" className="fd-service-subtitle">
          {caption}
        </h2>
        <QueryState
          data={agencies.data}
          isError={agencies.isError}
          onRetry={() => void agencies.refetch()}
          isEmpty={(page) => page.list.length === 0}
          emptyText="暂无销售机构"
        >
          {(page) => <AgencyTable list={page.list} caption={`${caption}（共 ${page.total} 家）`} />}
        </QueryState>
        <p className="fd-service__more">
          完整名录另见<Link to="/footer/sales_publicity">销售机构公示</Link>。
        </p>
      </section>
    </>
  );
}
