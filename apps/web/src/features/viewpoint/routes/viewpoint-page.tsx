import { Empty, Skeleton } from 'antd';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { articleListOptions, useArticleList } from '@/api/content/article-list.ts';
import { PageBreadcrumbs } from '@/components/breadcrumbs.tsx';
import { ListPagination } from '@/components/list-pagination.tsx';
import { TabBar, TabPanel } from '@/components/tab-bar.tsx';
import { prefetchForPage } from '@/lib/query-client.ts';
import { columnListOptions, useColumnList } from '../api/column-list.ts';
import { readArticleId } from '../article-href.ts';
import { ArticleCard } from '../components/article-card.tsx';
import { VideoList } from '../components/video-list.tsx';
import './viewpoint.css';

// §9 gives no size for the article list; ten per page, six videos beside it.
const ARTICLE_PAGE_SIZE = 10;
const SIDE_VIDEO_COUNT = 6;
const ALL = 'all';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readList(search: URLSearchParams) {
  return { columnId: readArticleId(search.get('column')) ?? undefined, pageNum: readPage(search.get('page')), pageSize: ARTICLE_PAGE_SIZE };
}
const SIDE_VIDEOS = { contentType: 'video', pageNum: 1, pageSize: SIDE_VIDEO_COUNT } as const;

// The columns, the asked page of articles and the side videos start loading with the page chunk (on the server the
// HTML waits for them).
export async function loader({ request }: LoaderFunctionArgs): Promise<null> {
  const list = readList(new URL(request.url).searchParams);
  await prefetchForPage((client) => [
    client.prefetchQuery(columnListOptions()),
    client.prefetchQuery(articleListOptions(list)),
    client.prefetchQuery(articleListOptions(SIDE_VIDEOS)),
  ]);
  return null;
}

// §2 /viewpoint: columns as tabs over a paged article list, with the video list beside it.
export function ViewpointPage() {
  const [search, setSearch] = useSearchParams();
  const asked = readList(search);
  const { columnId, pageNum } = asked;
  const columns = useColumnList();
  const articles = useArticleList(asked, { keepPrevious: true });
  const videos = useArticleList(SIDE_VIDEOS, { keepPrevious: true });

  const go = (nextColumn: number | undefined, nextPage: number) => {
    const params = new URLSearchParams();
    if (nextColumn !== undefined) params.set('column', String(nextColumn));
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params);
  };

  const list = articles.data;
  const activeKey = columnId === undefined ? ALL : String(columnId);
  return (
    <div className="fd-container fd-viewpoint">
      <PageBreadcrumbs items={[{ title: '观点' }]} />
      <header className="fd-viewpoint__head">
        <h1 className="fd-viewpoint__title">沣泽观点</h1>
        <p className="fd-viewpoint__lead">市场展望、基金经理手记、投资者教育与公司动态，陪伴您做长期投资。</p>
      </header>
      <div className="fd-viewpoint__body">
        <section className="fd-viewpoint__main" aria-label="文章列表">
          <TabBar
            label="观点栏目"
            idPrefix="fd-column"
            activeKey={activeKey}
            onChange={(key) => go(key === ALL ? undefined : Number(key), 1)}
            items={[{ key: ALL, label: '全部' }, ...(columns.data ?? []).map((column) => ({ key: String(column.id), label: column.name }))]}
          />
          <TabPanel idPrefix="fd-column" activeKey={activeKey}>
            {!list ? (
              <Skeleton active avatar paragraph={{ rows: 6 }} />
            ) : list.total === 0 ? (
              <Empty description="该栏目暂无文章" />
            ) : (
              <>
                <div className="fd-article-list">
                  {list.list.map((article) => (
                    <ArticleCard key={article.id} article={article} />
                  ))}
                </div>
                <ListPagination
                  className="fd-viewpoint__pagination"
                  pageNum={pageNum}
                  pageSize={ARTICLE_PAGE_SIZE}
                  total={list.total}
                  unit="篇"
                  onChange={(page) => {
                    go(columnId, page);
                    window.scrollTo({ top: 0 });
                  }}
                />
              </>
            )}
          </TabPanel>
        </section>
        <aside className="fd-viewpoint__side" aria-labelledby="fd-viewpoint-videos">
          <div className="fd-viewpoint__side-head">
            <h2 id="fd-viewpoint-videos" className="fd-viewpoint__side-title">
              视频
            </h2>
            <Link to="/viewpoint/viewpoint_video">全部视频</Link>
          </div>
          {videos.data ? <VideoList videos={videos.data.list} label="视频列表" /> : <Skeleton active paragraph={{ rows: 4 }} />}
        </aside>
      </div>
    </div>
  );
}
