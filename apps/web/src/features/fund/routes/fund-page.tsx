import type { LoaderFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '@/components/breadcrumbs.tsx';
import { FilterDrawer } from '@/components/filter-drawer.tsx';
import { FundCompareTray } from '@/components/fund-compare-tray.tsx';
import { Pager } from '@/components/pager.tsx';
import { QueryStatus } from '@/components/query-status.tsx';
import { getAuth, useAuth } from '@/lib/auth-state.ts';
import { prefetchForPage } from '@/lib/query-client.ts';
import { fundListOptions, useFundList } from '../api/fund-list.ts';
import { fundTypeListOptions } from '../api/fund-type-list.ts';
import { FundFilters } from '../components/fund-filters.tsx';
import { FundSortBar } from '../components/fund-sort-bar.tsx';
import { FundTable } from '../components/fund-table.tsx';
import { FUND_UI_TEXTS } from '../components/fund-texts.ts';
import {
  FUND_PAGE_SIZE,
  filterCount,
  readListState,
  toRequest,
  withoutFilters,
  writeListState,
  type FundListState,
} from '../components/fund-list-query.ts';
import './fund-page.css';

// The list and the type counts start loading with the page chunk; the page does not wait for them (the server does).
// One page size on every screen: the list the server rendered is the one the phone keeps.
export async function loader({ request }: LoaderFunctionArgs) {
  const state = readListState(new URL(request.url).searchParams);
  await prefetchForPage((client) => [
    client.prefetchQuery(fundListOptions(toRequest(state, FUND_PAGE_SIZE), getAuth().token)),
    client.prefetchQuery(fundTypeListOptions()),
  ]);
  return null;
}

// §2 /fund: every listed fund, filtered, sorted and paged by the server.
export function FundPage() {
  const [search, setSearch] = useSearchParams();
  const { token } = useAuth();
  const state = readListState(search);
  const pageSize = FUND_PAGE_SIZE;
  const list = useFundList(toRequest(state, pageSize), token);
  const from = { name: 'fund', query: Object.fromEntries(search) };

  const update = (patch: Partial<FundListState>) => {
    // A new filter starts again at page 1.
    const pageNum = patch.pageNum ?? 1;
    setSearch(writeListState({ ...state, ...patch, pageNum }), { preventScrollReset: true });
  };
  const sortBy = (field: FundListState['sortField']) =>
    update({ sortField: field, sortOrder: state.sortField === field && state.sortOrder === 'desc' ? 'asc' : 'desc' });
  const changePage = (pageNum: number) => {
    update({ pageNum });
    document.getElementById('fd-fund-list')?.scrollIntoView({ block: 'start' });
  };

  const funds = list.data?.list ?? [];
  return (
    <div className="fd-container fd-fund-page">
      <PageBreadcrumbs items={[{ title: '基金产品' }]} />
      <header className="fd-page-head">
        <h1 className="fd-page-head__title">基金产品</h1>
        <p className="fd-page-head__lead">
          按基金类型、风险等级、状态、阶段收益、成立年限、管理费率、基金规模与基金经理筛选，按业绩区间、净值或净值日期排序。
        </p>
      </header>
      <FilterDrawer
        title="筛选基金"
        value={state}
        count={filterCount(state)}
        onApply={(next) => update(next)}
        onReset={() => update(withoutFilters(state))}
      >
        {(value, change, inDrawer) => <FundFilters state={value} onChange={change} inDrawer={inDrawer} />}
      </FilterDrawer>
      <section id="fd-fund-list" className="fd-fund-list" aria-labelledby="fd-fund-list-title" aria-busy={list.isFetching}>
        <h2 id="fd-fund-list-title" className="fd-visually-hidden">
          基金列表
        </h2>
        <FundSortBar state={state} total={list.data?.total} onChange={update} />
        {funds.length > 0 ? (
          <FundTable funds={funds} state={state} onSort={sortBy} from={from} />
        ) : (
          <QueryStatus
            loading={list.isPending}
            error={list.isError}
            empty={list.isSuccess}
            emptyText={FUND_UI_TEXTS.listEmpty}
            onRetry={() => void list.refetch()}
            minHeight="100vh"
          />
        )}
        {list.data ? (
          <Pager pageNum={state.pageNum} pageSize={pageSize} total={list.data.total} onChange={changePage} label="基金列表分页" />
        ) : null}
      </section>
      <p className="fd-risk-note">基金有风险，投资需谨慎。基金过往业绩不代表其未来表现，请在充分了解产品风险收益特征后审慎选择。</p>
      <FundCompareTray />
    </div>
  );
}
