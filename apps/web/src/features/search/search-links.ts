import type { SearchGroup, SearchItem } from '@fund-direct/domain/contracts';
import { articleHref } from '@/components/article-href.ts';

// Where a result opens: articles by the §3 articleInfo rule shared with the viewpoint pages;
// notices open the disclosure feature's detail page.
export function itemHref(item: SearchItem): string {
  switch (item.type) {
    case 'fund':
      return `/fund_detail?fundCode=${item.fundSearchAppVO.fundCode}`;
    case 'manager':
      return `/fund_manager?manId=${encodeURIComponent(item.fundManagerSearchAppVO.manId)}`;
    case 'notice':
      return `/msg_publish/detail?id=${item.fundNoticeSearchAppVO.noticeId}`;
    case 'article':
      return articleHref(item.articleInfoSearchAppVO);
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
