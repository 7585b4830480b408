import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../content/content.public.ts';
import { z } from 'zod';
import { documentPdf, documentVersionPdf, noticeAttachmentPdf, type PdfFile } from './files.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// Plain links opened by the browser (PDFs, images, video): outside /api, not signed.
export const RESOURCES_PREFIX = '/resources';
export const MEDIA_ROOT = fileURLToPath(new URL('../../../assets/', import.meta.url));

const PDF_CACHE = 'public, max-age=3600, must-revalidate';

// RFC 6266/5987: an ASCII fallback plus the UTF-8 name for browsers that read filename*.
export function contentDisposition(filename: string, asciiName: string): string {
  const fallback = asciiName.replace(/[^\x20-\x7e]|["\\]/gu, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/gu, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

function sendPdf(request: FastifyRequest, reply: FastifyReply, file: PdfFile) {
  reply.header('ETag', file.etag).header('Cache-Control', PDF_CACHE);
  if (etagMatches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  return reply.type('application/pdf').header('Content-Disposition', contentDisposition(file.filename, file.asciiName)).send(file.body);
}

function pdfName(file: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(file);
  if (!match?.[1]) throw notFound(what);
  return match[1];
}

const KEY_PDF = /^([a-z][a-z0-9_]{0,39})\.pdf$/u;
const SEQ_PDF = /^([1-9]\d{0,2})\.pdf$/u;
const DATE_PDF = /^(\d{4}-\d{2}-\d{2})\.pdf$/u;
const DOCUMENT_KEY = /^[a-z][a-z0-9_]{0,39}$/u;

// Path parameters are only typed here; a name that does not fit answers 404 in the handler, as a missing file does.
const fileParams = z.object({ file: z.string() });
const noticeFileParams = z.object({ noticeId: z.string(), file: z.string() });
// 2026-02-31 reads as a date in JavaScript but not in SQL.
function isCalendarDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

const versionFileParams = z.object({ key: z.string(), file: z.string() });

export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = routes.db;

  // §7: agreement and rule documents under the agreement resources path.
  routes.get('/agreement/:file', { schema: { params: fileParams } }, async (request, reply) => {
    const key = pdfName(request.params.file, KEY_PDF, '协议文件');
    return sendPdf(request, reply, await documentPdf(db, 'agreement', key));
  });

  // The version of an agreement a customer accepted (their consent list links here).
  routes.get('/agreement-version/:key/:file', { schema: { params: versionFileParams } }, async (request, reply) => {
    const { key, file } = request.params;
    const versionDate = pdfName(file, DATE_PDF, '协议文件');
    if (!DOCUMENT_KEY.test(key) || !isCalendarDate(versionDate)) throw notFound('协议文件');
    return sendPdf(request, reply, await documentVersionPdf(db, key, versionDate));
  });

  // §2 data_download: the printable forms.
  routes.get('/forms/:file', { schema: { params: fileParams } }, async (request, reply) => {
    const key = pdfName(request.params.file, KEY_PDF, '表格');
    return sendPdf(request, reply, await documentPdf(db, 'form', key));
  });

  routes.get('/notice/:noticeId/:file', { schema: { params: noticeFileParams } }, async (request, reply) => {
    const { params } = request;
    const seq = Number(pdfName(params.file, SEQ_PDF, '公告附件'));
    const noticeId = /^\d{1,9}$/u.test(params.noticeId) ? Number(params.noticeId) : NaN;
    if (!Number.isInteger(noticeId)) throw notFound('公告附件');
    return sendPdf(request, reply, await noticeAttachmentPdf(db, noticeId, seq, routes.now()));
  });

  // Banners, covers, awards, posters and sample videos (range requests for <video>).
  await routes.register(fastifyStatic, {
    root: MEDIA_ROOT,
    prefix: '/media/',
    decorateReply: false,
    wildcard: true,
    etag: true,
    cacheControl: false,
    allowedPath: (pathName) => /^\/(images|videos)\/[\w/-]+\.(svg|png|mp4|webm)$/u.test(pathName),
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=86400');
    },
  });
}
