// Shown inside the layout while a page chunk loads. It is tall enough to keep the footer
// below the fold, so the page arriving does not shift anything visible.
export function PageFallback() {
  return (
    <div className="fd-page-fallback" role="status" aria-label="页面加载中">
      <span className="fd-spinner" aria-hidden />
    </div>
  );
}
