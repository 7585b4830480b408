import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isCareMode, setCareMode, useCareMode } from './care-mode.ts';

afterEach(() => setCareMode(false));

describe('care mode', () => {
  it('is remembered in a cookie and marks the root element, and both go when switched off', () => {
    setCareMode(true);
    expect(document.cookie).toContain('fd_care=1');
    expect(document.documentElement.dataset.care).toBe('on');
    expect(isCareMode()).toBe(true);
    setCareMode(false);
    expect(document.cookie).not.toContain('fd_care=1');
    expect(document.documentElement.dataset.care).toBeUndefined();
  });

  it('re-renders what reads it when it changes', () => {
    const { result } = renderHook(() => useCareMode());
    expect(result.current).toBe(false);
    act(() => setCareMode(true));
    expect(result.current).toBe(true);
  });
});
