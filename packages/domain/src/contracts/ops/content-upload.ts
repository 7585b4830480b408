import { z } from 'zod';
import { detectImageType } from '../account-opening.ts';

// The console's uploads (POST /api/ops/uploads, multipart field `file`): images for covers and article bodies, PDFs
// for documents. What a file is comes from its first bytes only — never its name or declared type — and SVG is not
// an image here (it carries script).

export const MEDIA_KINDS = ['image', 'pdf'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export type MediaMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'application/pdf';

export const MEDIA_MAX_BYTES: Readonly<Record<MediaKind, number>> = { image: 5 * 1024 * 1024, pdf: 20 * 1024 * 1024 };

export const UPLOAD_FIELD = 'file';

// The bytes read before deciding the type.
export const MEDIA_SNIFF_BYTES = 12;

const ascii = (head: Uint8Array, at: number, text: string) => [...text].every((c, i) => head[at + i] === c.charCodeAt(0));

export function detectMediaType(head: Uint8Array): { kind: MediaKind; mime: MediaMime } | null {
  const image = detectImageType(head);
  if (image) return { kind: 'image', mime: image };
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return { kind: 'image', mime: 'image/gif' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return { kind: 'image', mime: 'image/webp' };
  if (ascii(head, 0, '%PDF-')) return { kind: 'pdf', mime: 'application/pdf' };
  return null;
}

export const UPLOAD_TEXT = {
  type: '文件（file）只能是 PNG、JPEG、GIF、WebP 图片或 PDF 文件',
  missing: '请选择要上传的文件（file）',
  tooLarge: (kind: MediaKind) => `文件（file）过大：图片不超过 5 MB，PDF 不超过 20 MB（当前为${kind === 'image' ? '图片' : 'PDF'}）`,
  tooLargeAny: '文件（file）过大：图片不超过 5 MB，PDF 不超过 20 MB',
  onlyOne: '每次只能上传一个文件（file）',
  activePdf: (name: string) => `PDF 文件（file）含有脚本、启动程序、嵌入文件或表单提交等动作（/${name}），不能上传：请导出为不含动作的 PDF`,
} as const;

export const mediaUploadResponse = z.object({
  id: z.string(),
  // Public address of the file: /api/media/<id>.
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  name: z.string(),
});
export type MediaUploadResponse = z.infer<typeof mediaUploadResponse>;

export const mediaIdParams = z.object({ id: z.uuid({ error: '文件编号不正确' }) });

export const mediaUrl = (id: string) => `/api/media/${id}`;
