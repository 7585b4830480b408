import { Skeleton } from 'antd';
import { formatDate } from '@fund-direct/domain/format';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { AttachmentLinks } from '@/components/attachment-links.tsx';
import { PageBreadcrumbs } from '@/components/breadcrumbs.tsx';
import { RichText } from '@/components/rich-text.tsx';
import { MissingView } from '@/components/detail-states.tsx';
import { prefetchForPage } from '@/lib/query-client.ts';
import { noticeDetailOptions, useNoticeDetail } from '../api/notice-detail.ts';
import './disclosure.css';

function readId(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/u.test(value) ? Number(value) : null;
}

// The notice starts loading with the page chunk (on the server the HTML waits for it).
export async function loader({ request }: LoaderFunctionArgs): Promise<null> {
  const id = readId(new URL(request.url).searchParams.get('id'));
  if (id !== null) await prefetchForPage((client) => [client.prefetchQuery(noticeDetailOptions(id))]);
  return null;
}

// /msg_publish/detail?id=: a route rather than a modal, so a notice can be linked to and
// the browser's back button returns to the tab and page it was opened from.
export function NoticeDetailPage() {
  const [search] = useSearchParams();
  const id = readId(search.get('id'));
  const { data: notice, isError, isPending } = useNoticeDetail(id);

  if (id === null || isError) {
    return (
      <MissingView
        title="公告不存在"
        description="该公告不存在或已撤下，请返回信息披露查看其他公告。"
        back={{ to: '/msg_publish', label: '返回信息披露' }}
      />
    );
  }

  return (
    <div className="fd-container fd-disclosure">
      <PageBreadcrumbs
        items={[
          { title: '信息披露', to: '/msg_publish' },
          ...(notice ? [{ title: notice.groupName, to: `/msg_publish?group=${notice.group}` }] : []),
          { title: '公告详情' },
        ]}
      />
      {isPending || !notice ? (
        <Skeleton active title paragraph={{ rows: 10 }} />
      ) : (
        <article className="fd-notice" aria-labelledby="fd-notice-title">
          <header className="fd-notice__head">
            <h1 id="fd-notice-title" className="fd-notice__title">
              {notice.title}
            </h1>
            <p className="fd-notice__meta">
              <span>{notice.groupName}</span>
              <span>
                发布日期：<time dateTime={formatDate(notice.publishedAt)}>{formatDate(notice.publishedAt)}</time>
              </span>
              {notice.fundCode ? (
                <span>
                  相关基金：
                  <Link to={`/fund_detail?fundCode=${notice.fundCode}`}>
                    {notice.fundName ?? notice.fundCode}（{notice.fundCode}）
                  </Link>
                </span>
              ) : null}
            </p>
          </header>
          <RichText html={notice.contentHtml} className="fd-notice__body" />
          {notice.attachments.length > 0 ? (
            <section className="fd-notice__attachments" aria-labelledby="fd-notice-attachments">
              <h2 id="fd-notice-attachments" className="fd-notice__attachments-title">
                公告附件
              </h2>
              <AttachmentLinks files={notice.attachments} />
            </section>
          ) : null}
          <p className="fd-notice__back">
            <Link to={`/msg_publish?group=${notice.group}`}>返回{notice.groupName}列表</Link>
          </p>
        </article>
      )}
    </div>
  );
}
