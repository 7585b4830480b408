import { afterEach, describe, expect, it } from 'vitest';
import { toPageStore } from '@/lib/session-storage.ts';
import { returnTarget } from './return-target.ts';

describe('returnTarget', () => {
  afterEach(() => toPageStore.clear());

  it('prefers the stored toPage and uses it once', () => {
    toPageStore.set({ name: 'purchase', query: { fundCode: '000001' } });
    expect(returnTarget('/fund')).toBe('/trade/purchase?fundCode=000001');
    expect(toPageStore.get()).toBeNull();
  });

  it('goes back to the page that sent the person, else to person_info', () => {
    expect(returnTarget('/account/risk')).toBe('/account/risk');
    expect(returnTarget(undefined)).toBe('/account/person_info');
    expect(returnTarget('//evil.example')).toBe('/account/person_info');
  });

  it('never returns to the opening page itself', () => {
    toPageStore.set({ name: '/auth/openaccount' });
    expect(returnTarget('/auth/openaccount')).toBe('/account/person_info');
  });
});
