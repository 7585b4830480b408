import { Link } from 'react-router';
import { useResponseStatus } from '@/components/response-status.ts';
import { StatusView } from '@/components/status-view.tsx';
import { usePageTitle } from '@/components/use-page-title.ts';
import { NOT_FOUND_TITLE } from '../head/site-heads.ts';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  useResponseStatus(404);
  return (
    <StatusView
      code="404"
      title={NOT_FOUND_TITLE}
      description="您访问的页面不存在或已被移除，请检查网址或返回首页。"
      actions={
        <Link className="fd-button fd-button--primary" to="/home">
          返回首页
        </Link>
      }
    />
  );
}
