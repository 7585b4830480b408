import type { SearchGroup, SearchItem } from '@fund-direct/domain/contracts';

// Where a result opens. §3 articleInfo: a video opens the video page; other content its (site-relative) jumpPath,
// else the article page. Notices open the disclosure feature's detail page.
export function itemHref(item: SearchItem): string {
  switch (item.type) {
    case 'fund':
      return `/fund_detail?fundCode=${item.fundSearchAppVO.fundCode}`;
    case 'manager':
      return `/fund_manager?manId=${encodeURIComponent(item.fundManagerSearchAppVO.manId)}`;
    case 'notice':
      return `/msg_publish/detail?id=${item.fundNoticeSearchAppVO.noticeId}`;
    case 'article': {
      const a = item.articleInfoSearchAppVO;
      if (a.contentType === 'video') return `/viewpoint/viewpoint_video?id=${a.id}`;
      if (a.jumpPath?.startsWith('/')) return a.jumpPath;
      return `/viewpoint/viewpoint_article?id=${a.id}&type=${a.contentType}`;
    }
  }
}

// "See all" of each group.
export const GROUP_HREF: Record<SearchGroup, string> = { fund: '/fund', manager: '/fund', article: '/viewpoint', notice: '/msg_publish' };

export function itemLabel(item: SearchItem): string {
  switch (item.type) {
    case 'fund':
      return item.fundSearchAppVO.fundName;
    case 'manager':
      return item.fundManagerSearchAppVO.name;
    case 'notice':
      return item.fundNoticeSearchAppVO.title;
    case 'article':
      return item.articleInfoSearchAppVO.title;
  }
}
