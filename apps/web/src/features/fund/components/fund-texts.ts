// Texts of the fund pages that the spec does not give.
export const FUND_UI_TEXTS = {
  watchAdded: '已加入自选',
  watchRemoved: '已取消自选',
  listEmpty: '没有符合条件的基金，请调整筛选条件',
  loadFailed: '数据加载失败',
  retry: '重新加载',
} as const;
