import type { ArticleContentType, SearchGroup } from '@fund-direct/domain/contracts';

// The searchable records of each group, in display order (the index keeps this order within a rank).
export interface FundSource {
  fundCode: string;
  fundName: string;
}
export interface ManagerSource {
  manId: string;
  name: string;
  avatar: string;
}
export interface ArticleSource {
  id: number;
  title: string;
  contentType: ArticleContentType;
  jumpPath: string | null;
}
export interface NoticeSource {
  noticeId: number;
  title: string;
}

export interface SearchSources {
  fund: () => Promise<FundSource[]>;
  manager: () => Promise<ManagerSource[]>;
  article: () => Promise<ArticleSource[]>;
  notice: () => Promise<NoticeSource[]>;
}

export type SearchKind = SearchGroup;
