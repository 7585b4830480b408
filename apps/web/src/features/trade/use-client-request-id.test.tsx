import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http.ts';
import { shouldRenewRequestId, useClientRequestId } from './use-client-request-id.ts';

describe('useClientRequestId', () => {
  it('keeps one id across re-renders of the page', () => {
    const { result, rerender } = renderHook(() => useClientRequestId());
    const first = result.current.id;
    rerender();
    rerender();
    expect(result.current.id).toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the id after a network failure or a time-out, so the retry is the same order', () => {
    const { result } = renderHook(() => useClientRequestId());
    const first = result.current.id;
    act(() => result.current.afterFailure(new ApiError('network', 'NETWORK', '网络异常，请检查网络连接~')));
    act(() => result.current.afterFailure(new ApiError('timeout', 'TIMEOUT', '网络超时，请稍后重试~')));
    expect(result.current.id).toBe(first);
  });

  it('takes a new id after a refusal the server answered, which placed no order', () => {
    const { result } = renderHook(() => useClientRequestId());
    const first = result.current.id;
    act(() => result.current.afterFailure(new ApiError('business', '2413', '交易密码错误，今日还可以尝试4次')));
    expect(result.current.id).not.toBe(first);
  });

  it('gives every page visit its own id', () => {
    const a = renderHook(() => useClientRequestId());
    const b = renderHook(() => useClientRequestId());
    expect(a.result.current.id).not.toBe(b.result.current.id);
  });
});

describe('shouldRenewRequestId', () => {
  it('renews only on a business refusal', () => {
    expect(shouldRenewRequestId(new ApiError('business', '3114', '低于最低申购金额'))).toBe(true);
    expect(shouldRenewRequestId(new ApiError('http', 'HTTP', '网络错误，请稍后重试~', 502))).toBe(false);
    expect(shouldRenewRequestId(new Error('x'))).toBe(false);
  });
});
