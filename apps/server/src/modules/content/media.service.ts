import { createHash, randomUUID } from 'node:crypto';
import {
  MEDIA_MAX_BYTES,
  MEDIA_SNIFF_BYTES,
  UPLOAD_TEXT,
  detectMediaType,
  mediaUrl,
  type MediaUploadResponse,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import type { Database } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findMedia, insertMedia, type MediaRow } from './media.repository.ts';
import { pdfActiveContent } from './pdf-active-content.ts';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

// Names are shown back to staff and sent in Content-Disposition: keep the last path segment, without control characters.
function cleanName(name: string): string {
  const base = name.split(/[\\/]/u).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/gu, '').trim();
  return (clean || 'file').slice(0, 200);
}

// Stores an upload whose type its bytes prove (see detectMediaType), within its kind's size.
export async function storeUpload(
  db: Database,
  file: UploadedFile,
  actor: StaffActor,
  meta: AuditMeta,
  now: Date,
): Promise<MediaUploadResponse> {
  const type = detectMediaType(file.bytes.subarray(0, MEDIA_SNIFF_BYTES));
  if (!type) throw new AppError('CONTENT_UPLOAD_TYPE', undefined, { field: 'file' });
  if (file.bytes.length > MEDIA_MAX_BYTES[type.kind]) throw new AppError('CONTENT_UPLOAD_TOO_LARGE', undefined, { field: 'file' });
  const active = type.kind === 'pdf' ? pdfActiveContent(file.bytes) : null;
  if (active) throw new AppError('CONTENT_UPLOAD_TYPE', UPLOAD_TEXT.activePdf(active), { field: 'file' });
  const row: MediaRow = {
    id: randomUUID(),
    kind: type.kind,
    mime: type.mime,
    size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    bytes: file.bytes,
    originalName: cleanName(file.name),
    uploadedBy: actor.id,
    createdAt: now,
  };
  const answer = { id: row.id, url: mediaUrl(row.id), mime: row.mime, size: row.size, name: row.originalName };
  await db.transaction(async (tx) => {
    await insertMedia(tx, row);
    await recordAudit(tx, {
      actor,
      action: 'content.upload',
      target: row.id,
      after: { ...answer, sha256: row.sha256 },
      meta,
      at: now,
    });
  });
  return answer;
}

export async function loadMedia(db: Database, id: string): Promise<MediaRow> {
  const row = await findMedia(db, id);
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', '文件不存在');
  return row;
}
