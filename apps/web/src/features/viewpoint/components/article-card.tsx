import PlayCircleFilledSvg from '@ant-design/icons-svg/es/asn/PlayCircleFilled';
import { iconOf } from '@/components/svg-icon.tsx';
import './article-card.css';
import { ARTICLE_CONTENT_TYPES, type ArticleSummary } from '@fund-direct/domain/contracts';
import { formatDate } from '@fund-direct/domain/format';
import { Link } from 'react-router';
import { articleHref } from '@/components/article-href.ts';
import { formatDuration } from '../article-href.ts';

const PlayCircleFilled = iconOf(PlayCircleFilledSvg);

// One row of the article list: cover, title, summary, column, author and date.
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const href = articleHref(article);
  const duration = formatDuration(article.durationSeconds);
  return (
    <article className="fd-article-card">
      <Link to={href} className="fd-article-card__cover" tabIndex={-1} aria-hidden>
        {article.cover ? <img src={article.cover} alt="" loading="lazy" width={240} height={135} /> : null}
        {article.contentType === 'video' ? <PlayCircleFilled className="fd-article-card__play" /> : null}
      </Link>
      <div className="fd-article-card__body">
        <h2 className="fd-article-card__title">
          <Link to={href}>{article.title}</Link>
        </h2>
        <p className="fd-article-card__summary">{article.summary}</p>
        <p className="fd-article-card__meta">
          <span className={`fd-article-card__type fd-article-card__type--${article.contentType}`}>
            {ARTICLE_CONTENT_TYPES[article.contentType]}
          </span>
          <span>{article.columnName}</span>
          <span>{article.author}</span>
          <time dateTime={formatDate(article.publishedAt)}>{formatDate(article.publishedAt)}</time>
          {duration ? <span>时长 {duration}</span> : null}
        </p>
      </div>
    </article>
  );
}
