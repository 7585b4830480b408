import { formatDate } from '@fund-direct/domain/format';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '@/components/list-pagination.tsx';
import { RichText } from '@/components/rich-text.tsx';
import { useServiceCenterDetail } from '../api/service-center-detail.ts';
import { useServiceCenterList } from '../api/service-center-list.ts';
import { AttachmentLinks } from '@/components/attachment-links.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useRequiredServiceEntry } from '../use-service-entry.ts';
import { readPositive } from '../service-page-data.ts';

// §9 gives no size for this list; ten titles per page.
const PUBLICITY_PAGE_SIZE = 10;

function PublicityDetail({ id }: { id: number }) {
  const { data, isError, refetch } = useServiceCenterDetail(id);
  return (
    <QueryState data={data} isError={isError} onRetry={() => void refetch()}>
      {(item) => (
        <article className="fd-service-item" aria-labelledby="fd-publicity-title">
          <header className="fd-service-item__head">
            <h2 id="fd-publicity-title" className="fd-service-item__title">
              {item.title}
            </h2>
            <time className="fd-service-item__time" dateTime={formatDate(item.serviceTime)}>
              发布日期：{formatDate(item.serviceTime)}
            </time>
          </header>
          <RichText html={item.contentHtml} />
          <AttachmentLinks className="fd-service-files" files={item.attachments} />
        </article>
      )}
    </QueryState>
  );
}

// §2 noticePublicity: a paged list of the publicity notices; a title opens its detail (?id=).
export function NoticePublicityPage() {
  const { serviceType } = useRequiredServiceEntry();
  const [search, setSearch] = useSearchParams();
  const id = readPositive(search.get('id'));
  const pageNum = readPositive(search.get('page')) ?? 1;
  const { data, isError, refetch } = useServiceCenterList(serviceType);

  if (id !== null) {
    return (
      <>
        <PublicityDetail id={id} />
        <p className="fd-service__back">
          <Link to={pageNum > 1 ? `?page=${pageNum}` : '.'}>返回公告公示列表</Link>
        </p>
      </>
    );
  }

  return (
    <QueryState data={data} isError={isError} onRetry={() => void refetch()} isEmpty={(list) => list.length === 0} emptyText="暂无公告公示">
      {(list) => {
        const start = (pageNum - 1) * PUBLICITY_PAGE_SIZE;
        const rows = list.slice(start, start + PUBLICITY_PAGE_SIZE);
        return (
          <>
            <ul className="fd-publicity-list" aria-label="公告公示列表">
              {rows.map((item) => (
                <li key={item.id} className="fd-publicity-list__item">
                  <Link to={`?id=${item.id}${pageNum > 1 ? `&page=${pageNum}` : ''}`} className="fd-publicity-list__title">
                    {item.title}
                  </Link>
                  <time dateTime={formatDate(item.serviceTime)} className="fd-publicity-list__date">
                    {formatDate(item.serviceTime)}
                  </time>
                </li>
              ))}
            </ul>
            <ListPagination
              className="fd-service-pagination"
              pageNum={pageNum}
              pageSize={PUBLICITY_PAGE_SIZE}
              total={list.length}
              onChange={(page) => setSearch(page > 1 ? { page: String(page) } : {})}
            />
            {list.length > PUBLICITY_PAGE_SIZE ? null : <p className="fd-service__count">共 {list.length} 条</p>}
          </>
        );
      }}
    </QueryState>
  );
}
