import FilePdfOutlinedSvg from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import { Empty } from 'antd';
import { formatDate } from '@fund-direct/domain/format';
import type { NoticeListResponse } from '@fund-direct/domain/contracts';
import { Link } from 'react-router';
import { ListPagination } from '@/components/list-pagination.tsx';
import { NOTICE_PAGE_SIZE } from '../api/notice-list.ts';

const FilePdfOutlined = iconOf(FilePdfOutlinedSvg);

interface NoticeListProps {
  page: NoticeListResponse;
  pageNum: number;
  onPageChange: (pageNum: number) => void;
  // The tab is named by its group; the list is labelled with it for screen readers.
  label: string;
}

export function NoticeList({ page, pageNum, onPageChange, label }: NoticeListProps) {
  if (page.total === 0) return <Empty description="暂无公告" />;
  return (
    <>
      <ul className="fd-notice-list" aria-label={label}>
        {page.list.map((notice) => (
          <li key={notice.noticeId} className="fd-notice-list__item">
            <Link className="fd-notice-list__title" to={`/msg_publish/detail?id=${notice.noticeId}`}>
              {notice.title}
            </Link>
            <span className="fd-notice-list__meta">
              {notice.attachmentCount > 0 ? (
                <FilePdfOutlined className="fd-notice-list__pdf" aria-label="含PDF附件" title="含PDF附件" />
              ) : null}
              <time dateTime={formatDate(notice.publishedAt)}>{formatDate(notice.publishedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
      <ListPagination
        className="fd-notice-pagination"
        pageNum={pageNum}
        pageSize={NOTICE_PAGE_SIZE}
        total={page.total}
        onChange={onPageChange}
      />
    </>
  );
}
