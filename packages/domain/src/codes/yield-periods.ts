// §3: yield periods, in display order.
export const YIELD_PERIODS = {
  week: '近一周',
  month: '近一月',
  season: '近三月',
  halfYear: '近六月',
  year: '近一年',
  twoYear: '近两年',
  threeYear: '近三年',
  thisYear: '今年以来',
  sinceSetup: '成立以来',
} as const;

export type YieldPeriod = keyof typeof YIELD_PERIODS;

// §3: the rise-fall ranking list adds day and five years.
export const RANKING_PERIODS = {
  day: '日涨幅',
  week: '近一周',
  month: '近一月',
  season: '近三月',
  halfYear: '近六月',
  year: '近一年',
  twoYear: '近两年',
  threeYear: '近三年',
  fiveYear: '近五年',
  thisYear: '今年以来',
  sinceSetup: '成立以来',
} as const;

export type RankingPeriod = keyof typeof RANKING_PERIODS;
