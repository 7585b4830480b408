import { AppError, ERRORS } from '@fund-direct/domain/errors';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fundDocumentPdf } from './fund-document.service.ts';
import { fundDetail } from './fund-detail.service.ts';
import { FUND_DOCUMENT_KINDS, type FundDocumentKind } from './seed/seed-rows.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

const DOCUMENT_FILE = /^(prospectus|contract|summary)\.pdf$/;
// Only typed here: a code or name that does not fit answers 404 in the handler.
const documentParams = z.object({ fundCode: z.string(), file: z.string() });

// §7: paths containing dl-mid are not signed, so the documents open as plain links.
export async function fundDocumentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/content/dl-mid/fund-document/:fundCode/:file',
    { config: { opensAsDocument: true }, schema: { params: documentParams } },
    async (request, reply) => {
      const { fundCode, file } = request.params;
      const match = DOCUMENT_FILE.exec(file);
      if (!/^\d{6}$/.test(fundCode) || !match) throw new AppError(ERRORS.RESOURCE_NOT_FOUND, '文件不存在');
      const kind = match[1] as FundDocumentKind;
      const detail = await fundDetail(api.db, fundCode, api.config.imageBaseUrl);
      const name = encodeURIComponent(`${detail.fund.fundname}${FUND_DOCUMENT_KINDS[kind]}.pdf`);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'public, max-age=3600')
        .header('Content-Disposition', `inline; filename="${fundCode}-${kind}.pdf"; filename*=UTF-8''${name}`)
        .send(fundDocumentPdf(detail, kind));
    },
  );
}
