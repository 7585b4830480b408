import { Skeleton } from 'antd';
import { formatDate } from '@fund-direct/domain/format';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageBreadcrumbs } from '@/components/breadcrumbs.tsx';
import { RichText } from '@/components/rich-text.tsx';
import { MissingView } from '@/components/detail-states.tsx';
import { prefetchForPage } from '@/lib/query-client.ts';
import { articleDetailOptions, useArticleDetail } from '../api/article-detail.ts';
import { columnRefListOptions, useColumnRefList } from '../api/column-ref-list.ts';
import { articleHref } from '@/components/article-href.ts';
import { readArticleId } from '../article-href.ts';
import { ArticleNeighbours } from '../components/article-neighbours.tsx';
import { CollectButton } from '../components/collect-button.tsx';
import { RelatedFunds } from '../components/related-funds.tsx';
import './viewpoint.css';

const MORE_IN_COLUMN = 6;

function MoreInColumn({ columnId, currentId }: { columnId: number; currentId: number }) {
  const { data } = useColumnRefList(columnId);
  const more = (data?.list ?? []).filter((item) => item.id !== currentId).slice(0, MORE_IN_COLUMN);
  if (more.length === 0) return null;
  return (
    <section className="fd-more-in-column" aria-labelledby="fd-more-in-column">
      <h2 id="fd-more-in-column" className="fd-viewpoint__side-title">
        {data?.column.name ?? '本栏目'}更多
      </h2>
      <ul>
        {more.map((item) => (
          <li key={item.id}>
            <Link to={articleHref(item)}>{item.title}</Link>
            <time dateTime={formatDate(item.publishedAt)}>{formatDate(item.publishedAt)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}

// The article starts loading with the page chunk, then the rest of its column (on the server the HTML waits for both).
export async function loader({ request }: LoaderFunctionArgs): Promise<null> {
  const id = readArticleId(new URL(request.url).searchParams.get('id'));
  if (id === null) return null;
  await prefetchForPage((client) => [
    client
      .fetchQuery(articleDetailOptions(id))
      .then((article) => client.prefetchQuery(columnRefListOptions(article.columnId)))
      // A missing article is the page's own state (its query keeps the error).
      .catch(() => undefined),
  ]);
  return null;
}

// §2 /viewpoint/viewpoint_article?id=&type=&hasCollect=: the article, its funds and neighbours.
export function ArticlePage() {
  const [search] = useSearchParams();
  const id = readArticleId(search.get('id'));
  const { data: article, isError } = useArticleDetail(id);

  if (id === null || isError) {
    return (
      <MissingView
        title="文章不存在"
        description="该文章不存在或已下线，请返回观点栏目阅读其他文章。"
        back={{ to: '/viewpoint', label: '返回观点' }}
      />
    );
  }

  return (
    <div className="fd-container fd-viewpoint">
      <PageBreadcrumbs
        items={[
          { title: '观点', to: '/viewpoint' },
          ...(article ? [{ title: article.columnName, to: `/viewpoint?column=${article.columnId}` }] : []),
          { title: '正文' },
        ]}
      />
      {!article ? (
        <Skeleton active title paragraph={{ rows: 12 }} />
      ) : (
        <div className="fd-viewpoint__body">
          <article className="fd-article" aria-labelledby="fd-article-title">
            <header className="fd-article__head">
              <h1 id="fd-article-title" className="fd-article__title">
                {article.title}
              </h1>
              <div className="fd-article__bar">
                <p className="fd-article__meta">
                  <span>{article.columnName}</span>
                  <span>{article.author}</span>
                  <time dateTime={formatDate(article.publishedAt)}>{formatDate(article.publishedAt, 'YYYY-MM-DD HH:mm')}</time>
                </p>
                <CollectButton articleId={article.id} initiallyCollected={search.get('hasCollect') === '1'} />
              </div>
            </header>
            {article.summary ? <p className="fd-article__summary">{article.summary}</p> : null}
            {article.contentType === 'video' && article.videoUrl ? (
              <video className="fd-video-player" controls preload="metadata" poster={article.poster ?? undefined} src={article.videoUrl} />
            ) : null}
            <RichText html={article.contentHtml} className="fd-article__content" />
            <ArticleNeighbours prev={article.prev} next={article.next} />
          </article>
          <aside className="fd-viewpoint__side" aria-label="相关内容">
            <RelatedFunds funds={article.relatedFunds} />
            <MoreInColumn columnId={article.columnId} currentId={article.id} />
          </aside>
        </div>
      )}
    </div>
  );
}
