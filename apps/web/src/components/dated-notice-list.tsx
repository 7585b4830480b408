import type { NoticeSummary } from '@fund-direct/domain/contracts';
import { formatDate } from '@fund-direct/domain/format';
import { Link } from 'react-router';
import './shared-ui.css';

// Notices as one line each, the title linking to the notice and its date on the right
// (home page, fund detail and holding detail pages).
export function DatedNoticeList({ notices }: { notices: readonly Pick<NoticeSummary, 'noticeId' | 'title' | 'publishedAt'>[] }) {
  return (
    <ul className="fd-dated-list">
      {notices.map((notice) => (
        <li key={notice.noticeId}>
          <Link to={`/msg_publish/detail?id=${notice.noticeId}`}>{notice.title}</Link>
          <time className="fd-num">{formatDate(notice.publishedAt)}</time>
        </li>
      ))}
    </ul>
  );
}
