import { App, Button, Empty, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { GUARD_TITLE, WATCHLIST_TEXTS } from '@fund-direct/domain/constants';
import type { CollectItem } from '@fund-direct/domain/contracts';
import { useCollectList } from '@/api/account/collect-list.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { useRemoveCollect } from '../api/remove-collect.ts';
import { behaviourHref, behaviourTitle, behaviourTypeLabel } from '../behaviour-href.ts';
import { BehaviourFilter, refTypeOf, type BehaviourFilterValue } from '../components/behaviour-filter.tsx';

const PAGE_SIZE = 10;

// §2 my_follow: the watchlist of funds and articles; §4: removal asks 是否取消自选？ (确认 / 暂不).
export function MyFollowPage() {
  const { modal, message } = App.useApp();
  const [filter, setFilter] = useState<BehaviourFilterValue>('all');
  const [pageNum, setPageNum] = useState(1);
  const refType = refTypeOf(filter);
  const query = useCollectList({ ...(refType ? { refType } : {}), pageNum, pageSize: PAGE_SIZE });
  const remove = useRemoveCollect();
  const list = query.data?.list ?? [];

  const onRemove = (item: CollectItem) => {
    void modal.confirm({
      title: GUARD_TITLE,
      content: WATCHLIST_TEXTS.cancelConfirm,
      okText: WATCHLIST_TEXTS.confirm,
      cancelText: WATCHLIST_TEXTS.cancel,
      onOk: async () => {
        try {
          await remove.mutateAsync({ refType: item.refType, refObjectId: item.refObjectId });
          void message.success('已取消自选');
          // The last entry of a page gone: show the page before it.
          if (list.length === 1 && pageNum > 1) setPageNum(pageNum - 1);
        } catch {
          // The http client has shown the message.
        }
      },
    });
  };

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
      {query.isSuccess && list.length === 0 ? (
        <Empty description="暂无自选">
          <Link to="/fund">去看看基金产品</Link>
        </Empty>
      ) : null}
      {list.length > 0 ? (
        <ul className="fd-account-list" aria-label="我的自选">
          {list.map((item) => {
            const title = behaviourTitle(item.refType, item.refObjectId, item.title);
            return (
              <li key={`${item.refType}-${item.refObjectId}`} className="fd-account-list__item">
                <span>
                  <Tag>{behaviourTypeLabel(item.refType)}</Tag>
                  <Link to={behaviourHref(item.refType, item.refObjectId)}>{title}</Link>
                </span>
                <span>
                  <span className="fd-account-list__meta">添加于 {item.createdAt}</span>{' '}
                  <Button type="link" onClick={() => onRemove(item)} aria-label={`取消自选 ${title}`}>
                    取消自选
                  </Button>
                </span>
              </li>
            );
          })}
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
