import { AppError, ERRORS } from '@fund-direct/domain/errors';
import type { FastifyInstance } from 'fastify';
import { fundDocumentPdf } from './fund-document.service.ts';
import { fundDetail } from './fund-detail.service.ts';
import { FUND_DOCUMENT_KINDS, type FundDocumentKind } from './seed/seed-rows.ts';

const DOCUMENT_FILE = /^(prospectus|contract|summary)\.pdf$/;

// §7: paths containing dl-mid are not signed, so the documents open as plain links.
export async function fundDocumentRoutes(api: FastifyInstance): Promise<void> {
  api.get('/content/dl-mid/fund-document/:fundCode/:file', async (request, reply) => {
    const { fundCode, file } = request.params as { fundCode: string; file: string };
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
  });
}
