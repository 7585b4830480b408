import './shared-ui.css';

interface QueryStatusProps {
  // Loading text; a failed query shows the retry button instead.
  loading?: boolean;
  error?: boolean;
  empty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  // Pixels, or any CSS length ('70vh') for a whole page that is still loading.
  minHeight?: number | string;
}

// The loading / failed / empty line of a section fed by a query; keeps its height to avoid layout shift.
export function QueryStatus({ loading, error, empty, emptyText = '暂无数据', onRetry, minHeight = 120 }: QueryStatusProps) {
  if (!loading && !error && !empty) return null;
  return (
    <div className="fd-query-status" style={{ minHeight }} role={error ? 'alert' : 'status'}>
      {error ? (
        <>
          <span>数据加载失败</span>
          {onRetry ? (
            <button type="button" className="fd-button fd-button--small" onClick={onRetry}>
              重新加载
            </button>
          ) : null}
        </>
      ) : loading ? (
        <span className="fd-query-status__loading">加载中…</span>
      ) : (
        <span>{emptyText}</span>
      )}
    </div>
  );
}
