import { describe, expect, it } from 'vitest';
import { GUARD_TEXTS, HOTLINE, HOTLINE_DISPLAY, IMAGE_UPLOAD_LIMIT_BYTES, LOGIN_PROMPT, ONE_YEAR_MS, WATCHLIST_TEXTS } from './index.ts';

describe('constants', () => {
  it('displays the hotline with dashes', () => {
    expect(HOTLINE_DISPLAY.replaceAll('-', '')).toBe(HOTLINE);
  });

  it('has a 365-day year', () => {
    expect(ONE_YEAR_MS).toBe(365 * 24 * 60 * 60 * 1000);
  });

  it('limits uploads to 10 MB', () => {
    expect(IMAGE_UPLOAD_LIMIT_BYTES).toBe(10_485_760);
  });

  it('shares the login prompt between guards and the watchlist', () => {
    expect(LOGIN_PROMPT).toBe('您还未进行登录，是否前往登录？');
    expect(GUARD_TEXTS.login).toBe(LOGIN_PROMPT);
    expect(WATCHLIST_TEXTS).toEqual({ cancelConfirm: '是否取消自选？', confirm: '确认', cancel: '暂不' });
  });
});
