import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { NOTICE_GROUPS, type NoticeGroup } from '@fund-direct/domain/codes';
import { useNoticeList } from '@/api/content/notice-list.ts';
import { DatedNoticeList } from '@/components/dated-notice-list.tsx';
import { QueryStatus } from '@/components/query-status.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { useNearViewport } from '@/components/use-near-viewport.ts';
import { HomeTabs } from './home-tabs.tsx';

// The newest notices of one group the home page shows.
const HOME_NOTICE_COUNT = 6;
const GROUP_TABS = (Object.keys(NOTICE_GROUPS) as NoticeGroup[]).map((key) => ({ key, label: NOTICE_GROUPS[key] }));

// §3 notice groups as tabs, the newest of each; loads when scrolled near.
export function HomeNotices() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [group, setGroup] = useState<NoticeGroup>('regular');
  const notices = useNoticeList({ group, pageNum: 1, pageSize: HOME_NOTICE_COUNT }, { enabled: near });
  const list = notices.data?.list ?? [];
  return (
    <section ref={ref} className="fd-home-notices" aria-labelledby="fd-notices-title">
      <SectionTitle
        id="fd-notices-title"
        title="信息披露"
        extra={
          <Link to="/msg_publish" className="fd-more-link">
            更多公告
          </Link>
        }
      />
      <HomeTabs label="公告分类" tabs={GROUP_TABS} active={group} onChange={setGroup}>
        {list.length > 0 ? (
          <DatedNoticeList notices={list} />
        ) : (
          <QueryStatus
            loading={!near || notices.isPending}
            error={notices.isError}
            empty={notices.isSuccess}
            emptyText="暂无公告"
            onRetry={() => void notices.refetch()}
            minHeight={264}
          />
        )}
      </HomeTabs>
    </section>
  );
}
