import './pager.css';

interface PagerProps {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number) => void;
  label?: string;
}

// Pages around the current one, with the first and last always reachable.
function pageItems(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}

// Server-side paging: previous / numbers / next, with the total count.
export function Pager({ pageNum, pageSize, total, onChange, label = '分页' }: PagerProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <nav className="fd-pager" aria-label={label}>
      <span className="fd-pager__total">共 {total} 条</span>
      <button type="button" className="fd-pager__button" disabled={pageNum <= 1} onClick={() => onChange(pageNum - 1)}>
        上一页
      </button>
      {pageItems(pageNum, last).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="fd-pager__gap" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="fd-pager__button fd-pager__page"
            aria-current={item === pageNum ? 'page' : undefined}
            aria-label={`第 ${item} 页`}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className="fd-pager__button" disabled={pageNum >= last} onClick={() => onChange(pageNum + 1)}>
        下一页
      </button>
    </nav>
  );
}
