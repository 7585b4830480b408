import { describe, expect, it } from 'vitest';
import { siteDataChanged } from '../../plugins/site-version.ts';
import { FundDataCache, FundDataKeyedCache, fundDataVersion } from './fund-cache.ts';

describe('caches built from fund data', () => {
  it('compute again after a change made on another instance, relayed as a site change', async () => {
    const owner = {};
    const cache = new FundDataCache<number>('test_remote');
    const keyed = new FundDataKeyedCache<number>('test_remote_keyed', 10);
    let loads = 0;
    const load = () => Promise.resolve((loads += 1));
    expect(await cache.get(owner, load)).toBe(1);
    expect(await keyed.get(owner, '000512', load)).toBe(2);
    expect(await cache.get(owner, load)).toBe(1);
    const before = fundDataVersion();
    siteDataChanged('remote');
    expect(fundDataVersion()).toBe(before + 1);
    expect(await cache.get(owner, load)).toBe(3);
    expect(await keyed.get(owner, '000512', load)).toBe(4);
  });

  it('keep their values through a change of content made on this instance (fund data did not move)', async () => {
    const owner = {};
    const cache = new FundDataCache<number>('test_local');
    let loads = 0;
    const load = () => Promise.resolve((loads += 1));
    await cache.get(owner, load);
    siteDataChanged('local');
    expect(await cache.get(owner, load)).toBe(1);
  });
});
