import type { QueryClient } from '@tanstack/react-query';
import type { ArticleDetail, NoticeDetail } from '@fund-direct/domain/contracts';
import { pageTitle } from '@/lib/brand.ts';
import { noticeDetailOptions } from '@/features/disclosure/api/notice-detail.ts';
import { articleDetailOptions } from '@/features/viewpoint/api/article-detail.ts';
import { breadcrumbList, clip, isoDateTime, ORGANIZATION, plainText, simpleHead } from './head-common.ts';
import type { PageHead } from './page-head-types.ts';

// The same id rule as the pages (viewpoint/article-href.ts, disclosure/notice-detail-page.tsx).
const CONTENT_ID = /^\d{1,9}$/u;
const VIEWPOINT_CRUMB = { title: '观点', to: '/viewpoint' };
const DISCLOSURE_CRUMB = { title: '信息披露', to: '/msg_publish' };

const readId = (url: URL) => {
  const id = url.searchParams.get('id');
  return id !== null && CONTENT_ID.test(id) ? Number(id) : null;
};

export function viewpointHead(): PageHead {
  return simpleHead({
    title: '观点',
    description: '沣泽基金投资观点：基金经理说、市场观察与投资策略文章和视频，帮助投资者理解市场与产品。',
    canonicalPath: '/viewpoint',
    trail: [{ title: '观点' }],
  });
}

export function msgPublishHead(): PageHead {
  return simpleHead({
    title: '信息披露',
    description: '沣泽基金信息披露：定期报告、临时公告、基金发行与分红等法定信息披露公告。',
    canonicalPath: '/msg_publish',
    trail: [{ title: '信息披露' }],
  });
}

const author = (name: string) => (name.trim() ? { '@type': 'Person', name: name.trim() } : ORGANIZATION);

function articleDescription(article: ArticleDetail): string {
  return clip(article.summary.trim() || plainText(article.contentHtml) || article.title);
}

// §2 /viewpoint/viewpoint_article?id=: the article's summary, cover and schema.org Article.
export function articleHead(url: URL, queryClient: QueryClient): PageHead {
  const id = readId(url);
  const canonicalPath = id === null ? '/viewpoint/viewpoint_article' : `/viewpoint/viewpoint_article?id=${id}`;
  const article = id === null ? undefined : queryClient.getQueryData<ArticleDetail>(articleDetailOptions(id).queryKey);
  if (!article) {
    return simpleHead({ title: '观点文章', canonicalPath, trail: [VIEWPOINT_CRUMB, { title: '正文' }], noindex: id === null });
  }
  const image = article.cover ?? undefined;
  return {
    title: pageTitle(article.title),
    description: articleDescription(article),
    canonicalPath,
    og: { type: 'article', ...(image ? { image } : {}) },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: articleDescription(article),
        datePublished: isoDateTime(article.publishedAt),
        author: author(article.author),
        publisher: ORGANIZATION,
        articleSection: article.columnName,
        mainEntityOfPage: canonicalPath,
        ...(image ? { image } : {}),
      },
      breadcrumbList(
        [VIEWPOINT_CRUMB, { title: article.columnName, to: `/viewpoint?column=${article.columnId}` }, { title: '正文' }],
        canonicalPath,
      ),
    ],
  };
}

// ISO 8601 duration of schema.org VideoObject.
const isoDuration = (seconds: number) => `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;

// §2 /viewpoint/viewpoint_video?id=: the video's summary and poster, schema.org VideoObject.
// Without an id the page plays the newest video; the generic head names the page itself then.
export function videoHead(url: URL, queryClient: QueryClient): PageHead {
  const id = readId(url);
  const canonicalPath = id === null ? '/viewpoint/viewpoint_video' : `/viewpoint/viewpoint_video?id=${id}`;
  const video = id === null ? undefined : queryClient.getQueryData<ArticleDetail>(articleDetailOptions(id).queryKey);
  const trail = [VIEWPOINT_CRUMB, { title: '视频' }];
  if (!video) return simpleHead({ title: '观点视频', canonicalPath, trail });
  const image = video.poster ?? video.cover ?? undefined;
  return {
    title: pageTitle(video.title),
    description: articleDescription(video),
    canonicalPath,
    og: { type: 'article', ...(image ? { image } : {}) },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: video.title,
        description: articleDescription(video),
        uploadDate: isoDateTime(video.publishedAt),
        publisher: ORGANIZATION,
        ...(image ? { thumbnailUrl: image } : {}),
        ...(video.videoUrl ? { contentUrl: video.videoUrl } : {}),
        ...(video.durationSeconds ? { duration: isoDuration(video.durationSeconds) } : {}),
      },
      breadcrumbList(trail, canonicalPath),
    ],
  };
}

// /msg_publish/detail?id=: a notice as schema.org NewsArticle published by the company.
export function noticeHead(url: URL, queryClient: QueryClient): PageHead {
  const id = readId(url);
  const canonicalPath = id === null ? '/msg_publish/detail' : `/msg_publish/detail?id=${id}`;
  const notice = id === null ? undefined : queryClient.getQueryData<NoticeDetail>(noticeDetailOptions(id).queryKey);
  if (!notice) {
    return simpleHead({ title: '公告详情', canonicalPath, trail: [DISCLOSURE_CRUMB, { title: '公告详情' }], noindex: id === null });
  }
  const about = notice.fundName ? `${notice.fundName}${notice.fundCode ? `（${notice.fundCode}）` : ''}` : '';
  const description = clip(`${notice.groupName}：${notice.title}。${about ? `${about}。` : ''}${plainText(notice.contentHtml)}`);
  return {
    title: pageTitle(notice.title),
    description,
    canonicalPath,
    og: { type: 'article' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: notice.title,
        description,
        datePublished: isoDateTime(notice.publishedAt),
        articleSection: notice.groupName,
        author: ORGANIZATION,
        publisher: ORGANIZATION,
        mainEntityOfPage: canonicalPath,
      },
      breadcrumbList(
        [DISCLOSURE_CRUMB, { title: notice.groupName, to: `/msg_publish?group=${notice.group}` }, { title: '公告详情' }],
        canonicalPath,
      ),
    ],
  };
}
