import { AGREEMENT_KEYS } from '@fund-direct/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { contentDisposition } from './files.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function pageCount(pdf: Buffer): number {
  return Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/u.exec(pdf.toString('latin1'))?.[1]);
}

describe('agreement PDFs (§7)', () => {
  it('serves every agreement as an inline PDF with a UTF-8 file name, without a signature', async () => {
    for (const [key, name] of Object.entries(AGREEMENT_KEYS)) {
      const response = await get(`/resources/agreement/${key}.pdf`);
      expect(response.statusCode, key).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(response.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
      expect(pageCount(response.rawPayload)).toBeGreaterThanOrEqual(1);
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toMatch(new RegExp(`^inline; filename="${key}\\.pdf"; filename\\*=UTF-8''`, 'u'));
      expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toContain(name.slice(0, 4));
    }
  });

  it('answers 304 to a matching If-None-Match and keeps a strong ETag', async () => {
    const first = await get('/resources/agreement/investor_rights.pdf');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/u);
    expect(first.headers['cache-control']).toContain('max-age');
    const again = await get('/resources/agreement/investor_rights.pdf');
    expect(again.headers.etag).toBe(etag);
    const cached = await get('/resources/agreement/investor_rights.pdf', { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload).toHaveLength(0);
    const stale = await get('/resources/agreement/investor_rights.pdf', { 'if-none-match': '"other"' });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 1405 for an unknown document and for a form key under the agreement path', async () => {
    for (const url of [
      '/resources/agreement/unknown.pdf',
      '/resources/agreement/account_change.pdf',
      '/resources/agreement/fax_trade.doc',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: '1405' });
    }
  });
});

describe('notice attachments and forms', () => {
  it('serves each attachment of a notice as a PDF', async () => {
    const first = await get('/resources/notice/1/1.pdf');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toContain('filename="notice-1-1.pdf"');
    expect((await get('/resources/notice/1/9.pdf')).json()).toEqual({ code: '1405', msg: '公告附件不存在', requestId: expect.any(String) });
    expect((await get('/resources/notice/x/1.pdf')).statusCode).toBe(404);
  });

  it('renders a long report attachment on several pages', async () => {
    const [row] = await t.database.query<{ id: number }>("select id from notice where title like '%年度报告' order by id limit 1");
    const annual = await get(`/resources/notice/${row?.id}/1.pdf`);
    expect(annual.statusCode).toBe(200);
    expect(pageCount(annual.rawPayload)).toBeGreaterThanOrEqual(2);
  });

  it('serves the data-download forms', async () => {
    const form = await get('/resources/forms/account_open_personal.pdf');
    expect(form.statusCode).toBe(200);
    expect(form.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await get('/resources/forms/online_trade.pdf')).statusCode).toBe(404);
  });
});

describe('media', () => {
  it('serves the sample videos with range support and the SVG images', async () => {
    const partial = await get('/resources/media/videos/video-01.mp4', { range: 'bytes=0-99' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-type']).toBe('video/mp4');
    expect(partial.rawPayload).toHaveLength(100);
    const banner = await get('/resources/media/images/banners/banner-1.svg');
    expect(banner.statusCode).toBe(200);
    expect(String(banner.headers['content-type'])).toContain('image/svg+xml');
    expect((await get('/resources/media/videos/make-videos.sh')).statusCode).toBe(404);
    expect((await get('/resources/media/area/README.md')).statusCode).toBe(404);
  });
});

describe('contentDisposition', () => {
  it('percent-encodes the UTF-8 name and keeps an ASCII fallback', () => {
    expect(contentDisposition('隐私政策.pdf', 'privacy_policy.pdf')).toBe(
      `inline; filename="privacy_policy.pdf"; filename*=UTF-8''%E9%9A%90%E7%A7%81%E6%94%BF%E7%AD%96.pdf`,
    );
  });
});
