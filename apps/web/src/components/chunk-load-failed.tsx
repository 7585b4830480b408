import { StatusView } from './status-view.tsx';

export const CHUNK_LOAD_FAILED_TEXT = '页面加载失败，请检查网络后重试';

// A reload fetches the page again: a failed module import is not retried in place.
export function ChunkLoadFailed() {
  return (
    <StatusView
      title={CHUNK_LOAD_FAILED_TEXT}
      actions={
        <button type="button" className="fd-button fd-button--primary" onClick={() => window.location.reload()}>
          重试
        </button>
      }
    />
  );
}
