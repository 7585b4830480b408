import { Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';

interface QueryStateProps<T> {
  data: T | undefined;
  isError: boolean;
  onRetry: () => void;
  // True when the loaded data has nothing to show.
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}

// Loading skeleton, a retry on failure (the toast has already said why), an empty state, or the content.
export function QueryState<T>({ data, isError, onRetry, isEmpty, emptyText = '暂无内容', children }: QueryStateProps<T>) {
  if (data === undefined) {
    if (isError) {
      return (
        <Result
          status="warning"
          title="内容加载失败"
          extra={
            <button type="button" className="fd-button fd-button--primary" onClick={onRetry}>
              重试
            </button>
          }
        />
      );
    }
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  if (isEmpty?.(data)) return <Empty description={emptyText} />;
  return <>{children(data)}</>;
}
