import type { FundDetailResponse } from '@fund-direct/domain/contracts';
import { formatDate, formatValue } from '@fund-direct/domain/format';
import { FilePdfOutlined } from '@ant-design/icons';
import { useRef } from 'react';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status.tsx';
import { SectionTitle } from '../../../components/section-title.tsx';
import { useNearViewport } from '../../../components/use-near-viewport.ts';
import { useFundNotices } from '../api/fund-notices.ts';

export function FundDividendsSection({ dividends }: { dividends: FundDetailResponse['dividends'] }) {
  return (
    <section className="fd-detail-section" aria-labelledby="fd-dividends-title">
      <SectionTitle id="fd-dividends-title" title="分红记录" />
      {dividends.length === 0 ? (
        <p className="fd-muted">本基金成立以来暂无分红。</p>
      ) : (
        <div className="fd-table-wrap" role="region" aria-label="分红记录" tabIndex={0}>
          <table className="fd-table">
            <thead>
              <tr>
                <th scope="col">权益登记日</th>
                <th scope="col">除息日</th>
                <th scope="col">派息日</th>
                <th scope="col" className="fd-table__num">
                  每份分红(元)
                </th>
              </tr>
            </thead>
            <tbody>
              {dividends.map((d) => (
                <tr key={d.recordDate}>
                  <td className="fd-num">{formatDate(d.recordDate)}</td>
                  <td className="fd-num">{formatDate(d.exDate)}</td>
                  <td className="fd-num">{formatDate(d.payDate)}</td>
                  <td className="fd-table__num fd-num">{formatValue(d.cashPerShare)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

// The fund's notices load when the section scrolls near.
export function FundNoticesSection({ fundCode }: { fundCode: string }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const notices = useFundNotices(fundCode, near);
  const list = notices.data?.list ?? [];
  return (
    <section ref={ref} className="fd-detail-section" aria-labelledby="fd-notices-title">
      <SectionTitle
        id="fd-notices-title"
        title="基金公告"
        extra={
          <Link to="/msg_publish" className="fd-more-link">
            更多公告
          </Link>
        }
      />
      {list.length > 0 ? (
        <ul className="fd-notice-list">
          {list.map((notice) => (
            <li key={notice.noticeId}>
              <Link to={`/msg_publish/detail?id=${notice.noticeId}`}>{notice.title}</Link>
              <time className="fd-num fd-muted">{formatDate(notice.publishedAt)}</time>
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
          minHeight={96}
        />
      )}
    </section>
  );
}

export function FundDocumentsSection({ documents }: { documents: FundDetailResponse['documents'] }) {
  return (
    <section className="fd-detail-section" aria-labelledby="fd-documents-title">
      <SectionTitle id="fd-documents-title" title="法律文件" />
      {documents.length === 0 ? (
        <p className="fd-muted">暂无文件</p>
      ) : (
        <ul className="fd-document-list">
          {documents.map((doc) => (
            <li key={doc.url}>
              <a href={doc.url} target="_blank" rel="noopener noreferrer">
                <FilePdfOutlined aria-hidden /> {doc.name}
                <span className="fd-visually-hidden">（PDF，新窗口打开）</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
