import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkLoadFailed } from './chunk-load-failed.tsx';
import { StatusView } from './status-view.tsx';

// A dynamic import that failed (offline, a deploy replaced the chunk) or timed out.
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkTimeoutError') return true;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(error.message);
}

export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadFailed />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <StatusView
      code={notFound ? '404' : undefined}
      title={notFound ? '页面不存在' : '页面出错了'}
      description={notFound ? '您访问的页面不存在或已被移除。' : '请刷新页面重试，如问题持续存在请联系客服。'}
      actions={
        <>
          {notFound ? null : (
            <button type="button" className="fd-button fd-button--primary" onClick={() => window.location.reload()}>
              重试
            </button>
          )}
          <Link className={notFound ? 'fd-button fd-button--primary' : 'fd-button'} to="/home">
            返回首页
          </Link>
        </>
      }
    />
  );
}
