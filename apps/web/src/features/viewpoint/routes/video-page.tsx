import { Skeleton } from 'antd';
import { formatDate } from '@fund-direct/domain/format';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { articleListOptions, useArticleList } from '@/api/content/article-list.ts';
import { PageBreadcrumbs } from '@/components/breadcrumbs.tsx';
import { RichText } from '@/components/rich-text.tsx';
import { MissingView } from '@/components/detail-states.tsx';
import { prefetchForPage } from '@/lib/query-client.ts';
import { articleDetailOptions, useArticleDetail } from '../api/article-detail.ts';
import { readArticleId } from '../article-href.ts';
import { RelatedFunds } from '../components/related-funds.tsx';
import { VideoList } from '../components/video-list.tsx';
import './viewpoint.css';

// Enough for every seeded video beside the player.
const VIDEO_LIST_SIZE = 20;

const VIDEO_LIST = { contentType: 'video', pageNum: 1, pageSize: VIDEO_LIST_SIZE } as const;

// The video list and the video asked for (the newest without an id) start loading with the page chunk (on the server
// the HTML waits for them).
export async function loader({ request }: LoaderFunctionArgs): Promise<null> {
  const requested = readArticleId(new URL(request.url).searchParams.get('id'));
  await prefetchForPage((client) => [
    client
      .fetchQuery(articleListOptions(VIDEO_LIST))
      .then((videos) => {
        const id = requested ?? videos.list[0]?.id;
        return id === undefined ? undefined : client.prefetchQuery(articleDetailOptions(id));
      })
      // A failed list is the page's own state (its query keeps the error).
      .catch(() => undefined),
  ]);
  return null;
}

// §2 /viewpoint/viewpoint_video?id=: HTML5 player with its poster, the video list beside it.
// Without an id the newest video plays.
export function VideoPage() {
  const [search] = useSearchParams();
  const videos = useArticleList(VIDEO_LIST, { keepPrevious: true });
  const requested = readArticleId(search.get('id'));
  const id = requested ?? videos.data?.list[0]?.id ?? null;
  const { data: video, isError } = useArticleDetail(id);

  if (isError || (video && !video.videoUrl) || (requested === null && videos.data?.total === 0)) {
    return (
      <MissingView
        title="视频不存在"
        description="该视频不存在或已下线，请返回观点栏目观看其他视频。"
        back={{ to: '/viewpoint', label: '返回观点' }}
      />
    );
  }

  return (
    <div className="fd-container fd-viewpoint">
      <PageBreadcrumbs items={[{ title: '观点', to: '/viewpoint' }, { title: '视频' }]} />
      <div className="fd-viewpoint__body">
        <article className="fd-article" aria-labelledby="fd-video-title">
          {!video?.videoUrl ? (
            <Skeleton active title paragraph={{ rows: 8 }} />
          ) : (
            <>
              {/* key: a new source restarts the element instead of keeping the old position */}
              <video
                key={video.id}
                className="fd-video-player"
                controls
                preload="metadata"
                poster={video.poster ?? undefined}
                src={video.videoUrl}
              >
                您的浏览器不支持视频播放，请<a href={video.videoUrl}>下载视频</a>观看。
              </video>
              <header className="fd-article__head fd-article__head--video">
                <h1 id="fd-video-title" className="fd-article__title">
                  {video.title}
                </h1>
                <p className="fd-article__meta">
                  <span>{video.columnName}</span>
                  <span>{video.author}</span>
                  <time dateTime={formatDate(video.publishedAt)}>{formatDate(video.publishedAt)}</time>
                </p>
              </header>
              <p className="fd-article__summary">{video.summary}</p>
              <RichText html={video.contentHtml} className="fd-article__content" />
              <RelatedFunds funds={video.relatedFunds} />
            </>
          )}
        </article>
        <aside className="fd-viewpoint__side" aria-labelledby="fd-video-list-title">
          <h2 id="fd-video-list-title" className="fd-viewpoint__side-title">
            视频列表
          </h2>
          {videos.data ? (
            <VideoList videos={videos.data.list} currentId={video?.id} label="视频列表" />
          ) : (
            <Skeleton active paragraph={{ rows: 6 }} />
          )}
        </aside>
      </div>
    </div>
  );
}
