// §3: information-disclosure notice groups, in display order.
export const NOTICE_GROUPS = {
  regular: '定期报告',
  trans: '交易公告',
  issue: '发行公告',
  temp: '临时公告',
  company: '公司公告',
} as const;

export type NoticeGroup = keyof typeof NOTICE_GROUPS;
