// 关怀模式 (互联网应用适老化): larger type, stronger contrast, larger touch targets, a calmer home page. The choice
// lives in a cookie so that the server's HTML is already in the chosen mode at first paint.
export const CARE_MODE_COOKIE = 'fd_care';
// One year: a browser keeps the choice until it is switched back.
export const CARE_MODE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const CARE_TEXT = {
  enter: '关怀模式',
  leave: '退出关怀',
  enterLabel: '开启关怀模式：字体更大、对比更强',
  leaveLabel: '退出关怀模式，恢复标准版',
  myAssets: '我的资产',
  totalAssets: '总资产（元）',
  yesterdayIncome: '昨日收益（元）',
  viewAssets: '查看持仓',
  hotlineTitle: '有问题请拨打客服热线',
} as const;

export function careModeFromCookie(header: string | undefined): boolean {
  return header !== undefined && new RegExp(`(?:^|;\\s*)${CARE_MODE_COOKIE}=1(?:;|$)`).test(header);
}

// The mark on the page's root element that the care-mode styles key on.
export function markCareMode(html: string): string {
  return html.replace(/<html(\s|>)/, '<html data-care="on"$1');
}
