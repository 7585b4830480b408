import type { ArticleContentType } from '@fund-direct/domain/contracts';

interface Linkable {
  id: number;
  contentType: ArticleContentType;
  jumpPath?: string | null;
}

// §3 articleInfo: the server's jumpPath when it gives one (site-relative only), else the page of its type.
export function articleHref(article: Linkable): string {
  if (article.jumpPath?.startsWith('/')) return article.jumpPath;
  return article.contentType === 'video'
    ? `/viewpoint/viewpoint_video?id=${article.id}`
    : `/viewpoint/viewpoint_article?id=${article.id}&type=${article.contentType}`;
}
