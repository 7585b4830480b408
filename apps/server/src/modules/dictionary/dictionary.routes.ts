import { dictRequest, dictResponse } from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { dictionariesByName } from './dictionary.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// §7 Query: GET dict (dictnameList). Public: registration and account opening read it.
export async function dictionaryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/query/dict', { schema: { querystring: dictRequest, response: { 200: okEnvelope(dictResponse) } } }, async (request) => {
    const query = request.query;
    return ok(await dictionariesByName(api.db, query.dictnameList));
  });
}
