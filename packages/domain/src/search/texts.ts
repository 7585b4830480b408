// §2 hot search overlay texts, to the character.
export const SEARCH_TEXTS = {
  placeholder: '基金名称/代码/基金经理/资讯/公告',
  empty: '暂无搜索结果，换个词试试',
  history: '搜索历史',
  clearHistory: '清空',
  hot: '热门搜索',
  seeAll: '查看全部',
  keywordRequired: '搜索关键词不能为空',
  groups: { fund: '基金', manager: '基金经理', article: '资讯', notice: '公告' },
} as const;

// Results shown per group; the group's total is reported beside them.
export const SEARCH_GROUP_LIMIT = 20;
// Hot keywords answered by the keyword list call.
export const HOT_KEYWORD_LIMIT = 10;
// Longest keyword accepted by the search call.
export const SEARCH_KEYWORD_MAX = 50;
