import { describe, expect, it } from 'vitest';
import { advertBody, isSiteLink, keywordBody, keywordOrderBody } from './content-site.ts';

describe('site content contracts', () => {
  it('takes http(s) addresses and site paths as links, nothing else', () => {
    expect(isSiteLink('https://www.example.com/a?b=1')).toBe(true);
    expect(isSiteLink('/fund/000512')).toBe(true);
    expect(isSiteLink('javascript:alert(1)')).toBe(false);
    expect(isSiteLink('//evil.example.com')).toBe(false);
    expect(isSiteLink('ftp://example.com')).toBe(false);
    expect(isSiteLink('/a b')).toBe(false);
  });

  it('refuses control characters the database cannot store, in text and in links', () => {
    expect(isSiteLink('/a\u0000b')).toBe(false);
    expect(keywordBody.safeParse({ keyWord: 'a\u0000b' }).error?.issues[0]?.message).toContain('关键词');
  });

  it('names the end time of an advert that ends before it starts', () => {
    const result = advertBody.safeParse({
      position: 1,
      kind: 'image',
      title: '横幅',
      image: '/media/a.png',
      startAt: '2026-11-22T00:00:00Z',
      endAt: '2026-11-21T00:00:00Z',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['endAt']);
  });

  it('asks a video advert for its video address', () => {
    const result = advertBody.safeParse({ position: 1, kind: 'video', title: '视频', image: '/media/a.png' });
    expect(result.error?.issues[0]?.message).toContain('视频地址');
  });

  it('refuses an empty hot keyword order', () => {
    expect(keywordOrderBody.safeParse({ ids: [] }).success).toBe(false);
  });
});
