import type { ArticleDetail } from '@fund-direct/domain/contracts';
import { Link } from 'react-router';
import { articleHref } from '@/components/article-href.ts';

// Previous / next article in the same column.
export function ArticleNeighbours({ prev, next }: Pick<ArticleDetail, 'prev' | 'next'>) {
  return (
    <nav className="fd-article-neighbours" aria-label="上一篇和下一篇">
      <p>
        <span className="fd-article-neighbours__label">上一篇：</span>
        {prev ? <Link to={articleHref(prev)}>{prev.title}</Link> : <span>没有了</span>}
      </p>
      <p>
        <span className="fd-article-neighbours__label">下一篇：</span>
        {next ? <Link to={articleHref(next)}>{next.title}</Link> : <span>没有了</span>}
      </p>
    </nav>
  );
}
