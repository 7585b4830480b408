import { createHash } from 'node:crypto';
import { formatDate } from '@fund-direct/domain/format';
import type { DbExecutor } from '../../db/database.ts';
import { findDocumentVersion } from '../consent/consent.public.ts';
import { findDocument, notFound, findAttachment } from '../content/content.public.ts';
import { htmlToPdfBlocks } from './html-to-pdf-blocks.ts';
import { renderPdf } from './pdf.ts';

export interface PdfFile {
  filename: string;
  // For clients that do not read filename*.
  asciiName: string;
  body: Buffer;
  etag: string;
}

const FOOTER = '沣泽基金管理有限公司　客服热线 400-921-7000';

function pdfFile(title: string, asciiName: string, subtitle: string, html: string, date: string): PdfFile {
  const body = renderPdf({ title, subtitle, blocks: htmlToPdfBlocks(html), footer: FOOTER, date });
  // Strong validator: the bytes are a pure function of the stored text, so equal hashes mean equal files.
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { filename: `${title}.pdf`, asciiName, body, etag };
}

export async function documentPdf(db: DbExecutor, kind: 'agreement' | 'form', key: string): Promise<PdfFile> {
  const doc = await findDocument(db, kind, key);
  if (!doc) throw notFound(kind === 'agreement' ? '协议文件' : '表格');
  return pdfFile(doc.title, `${key}.pdf`, `版本日期：${doc.versionDate}`, doc.contentHtml, doc.versionDate);
}

// An agreement as a customer accepted it (content_document holds only the current version).
export async function documentVersionPdf(db: DbExecutor, key: string, versionDate: string): Promise<PdfFile> {
  const doc = await findDocumentVersion(db, key, versionDate);
  if (!doc) throw notFound('协议文件');
  return pdfFile(doc.title, `${key}-${versionDate}.pdf`, `版本日期：${doc.versionDate}`, doc.contentHtml, doc.versionDate);
}

export async function noticeAttachmentPdf(db: DbExecutor, noticeId: number, seq: number, now: Date): Promise<PdfFile> {
  const attachment = await findAttachment(db, noticeId, seq, now);
  if (!attachment) throw notFound('公告附件');
  const title = attachment.name.replace(/\.pdf$/iu, '');
  // An uploaded PDF is the disclosure document itself: served as uploaded, byte for byte.
  if (attachment.pdf) {
    const etag = `"${Buffer.from(attachment.pdf.sha256, 'hex').toString('base64url').slice(0, 32)}"`;
    return { filename: `${title}.pdf`, asciiName: `notice-${noticeId}-${seq}.pdf`, body: attachment.pdf.bytes, etag };
  }
  if (attachment.contentHtml === null) throw notFound('公告附件');
  const date = formatDate(attachment.noticeDate);
  return pdfFile(title, `notice-${noticeId}-${seq}.pdf`, `发布日期：${date}`, attachment.contentHtml, date);
}
