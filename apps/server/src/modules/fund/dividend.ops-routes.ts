import {
  dividendDeclareRequest,
  opsDividendListQuery,
  opsDividendListResponse,
  opsProposalCreated,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { listOpsDividends } from './dividend-ops.service.ts';
import { proposeDividend } from './fund-proposal.service.ts';

// Console: dividend declarations. A declaration is proposed ('dividend.declare'); the checker's approval
// inserts it and the TA batch of its ex-date pays the holders.
export async function dividendOpsRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();

  ops.get(
    '/dividends',
    {
      config: { permission: 'fund.view' },
      schema: { querystring: opsDividendListQuery, response: { 200: okEnvelope(opsDividendListResponse) } },
    },
    async (request) => ok(await listOpsDividends(ops.db, request.query.fundCode)),
  );

  ops.post(
    '/dividends',
    { config: { permission: 'fund.propose' }, schema: { body: dividendDeclareRequest, response: { 200: okEnvelope(opsProposalCreated) } } },
    async (request) => ok(await proposeDividend(ops.db, currentStaff(request), auditMeta(request), ops.now(), request.body), '已提交复核'),
  );
}
