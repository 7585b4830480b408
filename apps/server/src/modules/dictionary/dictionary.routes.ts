import { dictRequest, dictResponse } from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { dictionariesByName } from './dictionary.service.ts';

// §7 Query: GET dict (dictnameList). Public: registration and account opening read it.
export async function dictionaryRoutes(api: FastifyInstance): Promise<void> {
  api.get('/query/dict', { schema: { querystring: dictRequest, response: { 200: okEnvelope(dictResponse) } } }, async (request) => {
    const query = request.query as z.output<typeof dictRequest>;
    return ok(await dictionariesByName(api.db, query.dictnameList));
  });
}
