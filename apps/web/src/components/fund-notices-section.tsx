import { useRef } from 'react';
import { Link } from 'react-router';
import { DatedNoticeList } from './dated-notice-list.tsx';
import { QueryStatus } from './query-status.tsx';
import { SectionTitle } from './section-title.tsx';
import { useFundNotices } from './use-fund-notices.ts';
import { useNearViewport } from './use-near-viewport.ts';

interface FundNoticesSectionProps {
  fundCode: string;
  // The page's own section class (its spacing) and the heading id its aria-labelledby points at.
  className: string;
  headingId: string;
  // The first `limit` of the latest page; the whole page when unset.
  limit?: number;
  // Kept by the loading / empty line so the page does not jump when the list arrives.
  minHeight?: number;
}

// A fund's latest notices, loaded when the section scrolls near (fund detail and holding detail pages).
export function FundNoticesSection({ fundCode, className, headingId, limit, minHeight = 96 }: FundNoticesSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const notices = useFundNotices(fundCode, near);
  const list = (notices.data?.list ?? []).slice(0, limit);
  return (
    <section ref={ref} className={className} aria-labelledby={headingId}>
      <SectionTitle
        id={headingId}
        title="基金公告"
        extra={
          <Link to="/msg_publish" className="fd-more-link">
            更多公告
          </Link>
        }
      />
      {list.length > 0 ? (
        <DatedNoticeList notices={list} />
      ) : (
        <QueryStatus
          loading={!near || notices.isPending}
          error={notices.isError}
          empty={notices.isSuccess}
          emptyText="暂无本基金公告"
          onRetry={() => void notices.refetch()}
          minHeight={minHeight}
        />
      )}
    </section>
  );
}
