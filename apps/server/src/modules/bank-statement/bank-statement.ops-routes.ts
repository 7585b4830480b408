import multipart from '@fastify/multipart';
import {
  BANK_STATEMENT_TEXT,
  bankLineIgnoreRequest,
  bankLineMatchRequest,
  bankLineParams,
  bankLineResolveResponse,
  bankLinesQuery,
  bankLinesResponse,
  bankStatementImportResponse,
  bankStatementListResponse,
  bankStatementParams,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { ignoreBankLine, matchBankLine, bankStatementLines, bankStatementList } from './bank-line-resolution.service.ts';
import { importBankStatement, type BankStatementDeps, type StatementUpload } from './bank-statement-import.service.ts';

const STATEMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;

// One file (field `file`) and, optionally, the layout (field `bank`) when the header should not decide it.
async function readUpload(request: FastifyRequest): Promise<StatementUpload> {
  let layout: string | undefined;
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) {
        file = { fileName: part.filename || 'statement.csv', bytes: await part.toBuffer() };
      } else if (part.type === 'field' && part.fieldname === 'bank' && typeof part.value === 'string') {
        layout = part.value === '' ? undefined : part.value;
      } else {
        throw new AppError('VALIDATION', BANK_STATEMENT_TEXT.uploadParts, { field: 'file' });
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', BANK_STATEMENT_TEXT.fileTooLarge, { field: 'file' });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('UNSUPPORTED_MEDIA', BANK_STATEMENT_TEXT.notMultipart);
    if (typeof code === 'string' && code.startsWith('FST_'))
      throw new AppError('VALIDATION', BANK_STATEMENT_TEXT.uploadParts, { field: 'file' });
    throw error;
  }
  if (!file || file.bytes.length === 0) throw new AppError('VALIDATION', BANK_STATEMENT_TEXT.fileRequired, { field: 'file' });
  return { ...file, ...(layout === undefined ? {} : { layout }) };
}

// 客户服务 → 银行流水: import the collection account's statement file (matching what it can), the imports, a
// statement's lines, and a person's match or ignore of a line the import left open.
export async function bankStatementOpsRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  await ops.register(multipart, {
    limits: { fileSize: STATEMENT_FILE_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldNameSize: 20, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  const deps: BankStatementDeps = { db: app.db, accountNo: app.config.remitAccount.accountNo, now: () => app.now() };
  const statement = { permission: 'bank.statement' } as const;

  ops.get('/bank-statements', { config: statement, schema: { response: { 200: okEnvelope(bankStatementListResponse) } } }, async () =>
    ok(await bankStatementList(deps)),
  );

  ops.post(
    '/bank-statements',
    { config: statement, schema: { response: { 200: okEnvelope(bankStatementImportResponse) } } },
    async (request) => {
      const upload = await readUpload(request);
      return ok(await importBankStatement(deps, { actor: currentStaff(request), meta: auditMeta(request) }, upload));
    },
  );

  ops.get(
    '/bank-statements/:id/lines',
    {
      config: statement,
      schema: { params: bankStatementParams, querystring: bankLinesQuery, response: { 200: okEnvelope(bankLinesResponse) } },
    },
    async (request) => ok(await bankStatementLines(deps, request.params.id, request.query)),
  );

  ops.post(
    '/bank-statements/lines/:lineId/match',
    {
      config: statement,
      schema: { params: bankLineParams, body: bankLineMatchRequest, response: { 200: okEnvelope(bankLineResolveResponse) } },
    },
    async (request) => ok(await matchBankLine(deps, currentStaff(request), auditMeta(request), request.params.lineId, request.body)),
  );

  ops.post(
    '/bank-statements/lines/:lineId/ignore',
    {
      config: statement,
      schema: { params: bankLineParams, body: bankLineIgnoreRequest, response: { 200: okEnvelope(bankLineResolveResponse) } },
    },
    async (request) => ok(await ignoreBankLine(deps, currentStaff(request), auditMeta(request), request.params.lineId, request.body)),
  );
}
