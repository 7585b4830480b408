import PlayCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/PlayCircleOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { ArticleSummary } from '@fund-direct/domain/contracts';
import { formatDate } from '@fund-direct/domain/format';
import { useArticleList } from '@/api/content/article-list.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { useNearViewport } from '@/components/use-near-viewport.ts';

const PlayCircleOutlined = iconOf(PlayCircleOutlinedSvg);

function articlePath(article: ArticleSummary): string {
  if (article.jumpPath) return article.jumpPath;
  return article.contentType === 'video'
    ? `/viewpoint/viewpoint_video?id=${article.id}`
    : `/viewpoint/viewpoint_article?id=${article.id}&type=${article.contentType}`;
}

// The newest articles and videos; both load when the section scrolls near.
export function HomeViewpoints() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const articles = useArticleList({ contentType: 'other', pageNum: 1, pageSize: 5 }, { enabled: near });
  const videos = useArticleList({ contentType: 'video', pageNum: 1, pageSize: 2 }, { enabled: near });
  return (
    <section ref={ref} className="fd-section fd-section--muted" aria-labelledby="fd-viewpoints-title">
      <div className="fd-container">
        <SectionTitle
          id="fd-viewpoints-title"
          title="投资观点"
          extra={
            <Link to="/viewpoint" className="fd-more-link">
              更多观点
            </Link>
          }
        />
        <div className="fd-viewpoints">
          <div className="fd-viewpoints__articles">
            {articles.data && articles.data.list.length > 0 ? (
              <ul className="fd-article-list">
                {articles.data.list.map((article) => (
                  <li key={article.id}>
                    <Link className="fd-article-list__title" to={articlePath(article)}>
                      {article.title}
                    </Link>
                    <p className="fd-article-list__summary">{article.summary}</p>
                    <p className="fd-article-list__meta">
                      <span>{article.columnName}</span>
                      <time className="fd-num">{formatDate(article.publishedAt)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <QueryStatus
                loading={!near || articles.isPending}
                error={articles.isError}
                empty={articles.isSuccess}
                onRetry={() => void articles.refetch()}
                minHeight={420}
              />
            )}
          </div>
          <ul className="fd-viewpoints__videos" aria-label="视频">
            {(videos.data?.list ?? []).map((video) => (
              <li key={video.id} className="fd-video-card">
                <Link to={articlePath(video)} className="fd-video-card__link">
                  <span className="fd-video-card__poster">
                    {video.poster ? <img src={video.poster} alt="" width={320} height={180} loading="lazy" decoding="async" /> : null}
                    <PlayCircleOutlined className="fd-video-card__play" aria-hidden />
                  </span>
                  <span className="fd-video-card__title">{video.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
