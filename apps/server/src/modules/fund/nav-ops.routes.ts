import multipart from '@fastify/multipart';
import {
  navGridQuery,
  navGridResponse,
  navPreviewRequest,
  navPreviewResponse,
  navProposeRequest,
  navProposeResponse,
  navUploadPreviewResponse,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { navGrid, proposeNavs, type NavOpsDeps } from './nav-ops.service.ts';
import { NavFileError, previewNavFile, previewOf, validateNavRows } from './nav-validation.service.ts';

// A day's grid of 10,000 funds is about 1 MB of JSON; a file may be larger than the customer API's body limit.
const NAV_BODY_LIMIT = 8 * 1024 * 1024;
const NAV_FILE_MAX_BYTES = 8 * 1024 * 1024;

async function readUpload(request: FastifyRequest): Promise<{ date: string | undefined; fileName: string; bytes: Buffer }> {
  let date: string | undefined;
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) {
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (part.type === 'field' && part.fieldname === 'date' && typeof part.value === 'string' && part.value !== '') {
        const parsed = navGridQuery.shape.date.safeParse(part.value);
        if (!parsed.success) throw new AppError('VALIDATION', `净值日期：${parsed.error.issues[0]?.message ?? '格式不正确'}`);
        date = parsed.data;
      } else {
        throw new AppError('VALIDATION', '上传内容不正确：只能包含一个净值文件（file）和净值日期（date）');
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', '文件过大（最大 8 MB）');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('UNSUPPORTED_MEDIA', '请以 multipart/form-data 上传净值文件');
    if (typeof code === 'string' && code.startsWith('FST_'))
      throw new AppError('VALIDATION', '上传内容不正确：只能包含一个净值文件和净值日期');
    throw error;
  }
  if (!file) throw new AppError('VALIDATION', '请选择要上传的净值文件（CSV 或 .xlsx）');
  return { date, ...file };
}

// Issue 17, the console's NAV entry: the day's grid, the validation preview of grid rows or a file (nothing is
// written), and the proposal that a checker approves (nav-publish.handler.ts publishes it).
export async function navOpsRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  await ops.register(multipart, {
    limits: { fileSize: NAV_FILE_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldNameSize: 20, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  const deps: NavOpsDeps = { db: app.db, now: () => app.now(), demoMode: app.config.taSchedule === 'demo' };
  const view = { permission: 'fund.view' } as const;
  const propose = { permission: 'fund.propose' } as const;

  ops.get(
    '/navs',
    { config: view, schema: { querystring: navGridQuery, response: { 200: okEnvelope(navGridResponse) } } },
    async (request) => ok(await navGrid(deps, request.query.date)),
  );

  ops.post(
    '/navs/preview',
    { config: propose, bodyLimit: NAV_BODY_LIMIT, schema: { body: navPreviewRequest, response: { 200: okEnvelope(navPreviewResponse) } } },
    async (request) => ok(previewOf(request.body.date, await validateNavRows(app.db, request.body.date, request.body.rows))),
  );

  ops.post(
    '/navs/upload-preview',
    { config: propose, schema: { response: { 200: okEnvelope(navUploadPreviewResponse) } } },
    async (request) => {
      const upload = await readUpload(request);
      try {
        return ok(await previewNavFile(app.db, upload.date, upload.fileName, upload.bytes));
      } catch (error) {
        if (error instanceof NavFileError) throw new AppError('VALIDATION', error.message);
        throw error;
      }
    },
  );

  ops.post(
    '/navs/propose',
    { config: propose, bodyLimit: NAV_BODY_LIMIT, schema: { body: navProposeRequest, response: { 200: okEnvelope(navProposeResponse) } } },
    async (request) => ok(await proposeNavs(deps, currentStaff(request), auditMeta(request), request.body)),
  );
}
