import { Empty, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryStatus } from '@/components/query-status.tsx';
import { useFootprints } from '../api/footprint-list.ts';
import { behaviourHref, behaviourTitle, behaviourTypeLabel } from '../behaviour-href.ts';
import { BehaviourFilter, refTypeOf, type BehaviourFilterValue } from '../components/behaviour-filter.tsx';

const PAGE_SIZE = 10;

// §2 my_history: the funds and articles the customer viewed (recorded by the footprint call).
export function MyHistoryPage() {
  const [filter, setFilter] = useState<BehaviourFilterValue>('all');
  const [pageNum, setPageNum] = useState(1);
  const refType = refTypeOf(filter);
  const query = useFootprints({ ...(refType ? { refType } : {}), pageNum, pageSize: PAGE_SIZE });
  const list = query.data?.list ?? [];

  return (
    <div>
      <BehaviourFilter
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPageNum(1);
        }}
      />
      <QueryStatus loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()} />
      {query.isSuccess && list.length === 0 ? <Empty description="暂无浏览记录" /> : null}
      {list.length > 0 ? (
        <ul className="fd-account-list" aria-label="浏览历史">
          {list.map((item) => (
            <li key={`${item.refType}-${item.refObjectId}`} className="fd-account-list__item">
              <span>
                <Tag>{behaviourTypeLabel(item.refType)}</Tag>
                <Link to={behaviourHref(item.refType, item.refObjectId)}>{behaviourTitle(item.refType, item.refObjectId, item.title)}</Link>
              </span>
              <span className="fd-account-list__meta">浏览于 {item.viewedAt}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {(query.data?.total ?? 0) > PAGE_SIZE ? (
        <Pagination
          align="end"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={query.data?.total ?? 0}
          onChange={setPageNum}
          showSizeChanger={false}
        />
      ) : null}
    </div>
  );
}
