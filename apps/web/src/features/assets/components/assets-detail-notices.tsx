import { formatDate } from '@fund-direct/domain/format';
import { useRef } from 'react';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status.tsx';
import { SectionTitle } from '../../../components/section-title.tsx';
import { useNearViewport } from '../../../components/use-near-viewport.ts';
import { useHoldingNotices } from '../api/assets-detail-notices.ts';

const SHOWN = 5;

// The fund's latest notices; they load when the section scrolls near.
export function AssetsDetailNotices({ fundCode }: { fundCode: string }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const notices = useHoldingNotices(fundCode, near);
  const list = (notices.data?.list ?? []).slice(0, SHOWN);
  return (
    <section ref={ref} className="fd-assets-detail__section" aria-labelledby="fd-assets-detail-notices">
      <SectionTitle
        id="fd-assets-detail-notices"
        title="基金公告"
        extra={
          <Link to="/msg_publish" className="fd-assets-detail__more">
            更多公告
          </Link>
        }
      />
      {list.length > 0 ? (
        <ul className="fd-assets-detail__notices">
          {list.map((notice) => (
            <li key={notice.noticeId}>
              <Link to={`/msg_publish/detail?id=${notice.noticeId}`}>{notice.title}</Link>
              <time className="fd-num">{formatDate(notice.publishedAt)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <QueryStatus
          loading={!near || notices.isPending}
          error={notices.isError}
          empty={notices.isSuccess}
          emptyText="暂无本基金公告"
          onRetry={() => void notices.refetch()}
          minHeight={80}
        />
      )}
    </section>
  );
}
