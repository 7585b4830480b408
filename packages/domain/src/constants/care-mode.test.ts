import { describe, expect, it } from 'vitest';
import { careModeFromCookie, markCareMode } from './care-mode.ts';

describe('care mode', () => {
  it('is on only for the cookie set to 1, wherever it stands among the cookies', () => {
    expect(careModeFromCookie('fd_care=1')).toBe(true);
    expect(careModeFromCookie('a=b; fd_care=1; c=d')).toBe(true);
    expect(careModeFromCookie('fd_care=0')).toBe(false);
    expect(careModeFromCookie('xfd_care=1')).toBe(false);
    expect(careModeFromCookie('fd_care=10')).toBe(false);
    expect(careModeFromCookie(undefined)).toBe(false);
  });

  it('marks the root element of the page once', () => {
    expect(markCareMode('<!doctype html><html lang="zh-CN"><head></head></html>')).toBe(
      '<!doctype html><html data-care="on" lang="zh-CN"><head></head></html>',
    );
    expect(markCareMode('<html><body><p>html </p></body></html>')).toBe('<html data-care="on"><body><p>html </p></body></html>');
  });
});
