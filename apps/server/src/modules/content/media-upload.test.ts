import { deflateSync } from 'node:zlib';
import type { MediaUploadResponse } from '@fund-direct/domain/contracts/ops';
import { ERRORS } from '@fund-direct/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsInject } from '../../../test/support/ops.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-rest-of-a-png')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

function multipart(filename: string, bytes: Buffer, declared = 'application/octet-stream', field = 'file') {
  const boundary = '----media-test-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${declared}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(filename: string, bytes: Buffer, declared?: string, staff = 'content', field?: string) {
  const response = await opsInject(t.app, staff, {
    method: 'POST',
    url: '/api/ops/uploads',
    ...multipart(filename, bytes, declared, field),
  });
  return {
    status: response.statusCode,
    json: response.json() as { code: string; msg: string; data: MediaUploadResponse & { field?: string } },
  };
}

describe('POST /api/ops/uploads', () => {
  it('stores a PNG named .pdf as image/png and serves it with that type, nosniff', async () => {
    const { status, json } = await upload('report.pdf', PNG, 'application/pdf');
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ mime: 'image/png', size: PNG.length, name: 'report.pdf' });
    expect(json.data.url).toBe(`/api/media/${json.data.id}`);
    const served = await t.app.inject({ method: 'GET', url: json.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves a PDF inline', async () => {
    const { json } = await upload('基金合同.pdf', PDF);
    expect(json.data.mime).toBe('application/pdf');
    const served = await t.app.inject({ method: 'GET', url: json.data.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${encodeURIComponent('基金合同.pdf')}`);
    expect(served.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses an HTML file named .png, naming the field', async () => {
    const { status, json } = await upload('cover.png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(status).toBe(400);
    expect(json.code).toBe(ERRORS.CONTENT_UPLOAD_TYPE.code);
    expect(json.msg).toContain('file');
    expect(json.data.field).toBe('file');
  });

  it('refuses a PDF that runs script, launches a program or carries a file, also when escaped or compressed', async () => {
    const script = Buffer.from('%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n');
    const escaped = Buffer.from('%PDF-1.7\n1 0 obj << /S /L#61unch /F (cmd.exe) >> endobj\n%%EOF\n');
    const hidden = deflateSync(Buffer.from('<< /Type /Filespec /EF << /F 3 0 R >> /EmbeddedFile 3 0 R >>'));
    const compressed = Buffer.concat([
      Buffer.from(`%PDF-1.7\n2 0 obj << /Type /ObjStm /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`),
      hidden,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    for (const [bytes, name] of [
      [script, 'JavaScript'],
      [escaped, 'Launch'],
      [compressed, 'EmbeddedFile'],
    ] as const) {
      const { status, json } = await upload('notice.pdf', bytes);
      expect([status, json.code, json.data.field]).toEqual([400, ERRORS.CONTENT_UPLOAD_TYPE.code, 'file']);
      expect(json.msg).toContain(`/${name}`);
    }
    const inert = deflateSync(Buffer.from('BT /F1 12 Tf (公告正文) Tj ET'));
    const plain = Buffer.concat([
      Buffer.from(`%PDF-1.7\n4 0 obj << /Filter /FlateDecode /Length ${inert.length} >>\nstream\n`),
      inert,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    expect((await upload('notice.pdf', plain)).status).toBe(200);
  });

  it('refuses SVG, which carries script', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');
    const { status, json } = await upload('logo.svg', svg, 'image/svg+xml');
    expect(status).toBe(400);
    expect(json.code).toBe(ERRORS.CONTENT_UPLOAD_TYPE.code);
  });

  it('refuses an image over 5 MB, and a file over 20 MB', async () => {
    const bigImage = await upload('big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect([bigImage.status, bigImage.json.code]).toEqual([413, ERRORS.CONTENT_UPLOAD_TOO_LARGE.code]);
    const hugePdf = await upload('huge.pdf', Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]));
    expect([hugePdf.status, hugePdf.json.code]).toEqual([413, ERRORS.CONTENT_UPLOAD_TOO_LARGE.code]);
  });

  it('refuses a file in another field, and staff without content.manage', async () => {
    const other = await upload('a.png', PNG, undefined, 'content', 'image');
    expect([other.status, other.json.data.field]).toEqual([400, 'file']);
    const maker = await upload('a.png', PNG, undefined, 'maker');
    expect(maker.status).toBe(403);
  });

  it('writes an audit row for each stored upload', async () => {
    const { json } = await upload('audited.png', PNG);
    const rows = await t.database.query<{ action: string }>(`select action from audit_log where target = '${json.data.id}'`);
    expect(rows.map((r) => r.action)).toEqual(['content.upload']);
  });
});
