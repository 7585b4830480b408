import { hotKeywordListResponse, searchRequest } from '@fund-direct/domain/contracts';
import { HOT_KEYWORD_LIMIT } from '@fund-direct/domain/search';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { searchDuration } from '../../plugins/metrics-registry.ts';
import { createKeywordCounter } from './keyword-counter.ts';
import { searchEnvelope } from './search-answer.ts';
import { CACHE_LIMIT, createSearchIndex, type SearchIndex } from './search-index.ts';
import { registerSearchIndex } from './search-registry.ts';
import { databaseSources, hotKeywords } from './search.repository.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// A visitor's keyword joins the hot list after this many searches that found something.
const HOT_MIN_COUNT = 3;

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: SearchIndex;
  }
}

// §7 Content: POST search and GET search keyword list. The index is built before the app answers.
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // An answer is written as the contract's serialiser writes it, each record checked against the contract once (search-answer.ts).
  const envelope = searchEnvelope;
  const index = createSearchIndex(
    databaseSources(api.database, api.config.imageBaseUrl, () => api.now()),
    CACHE_LIMIT,
    { workers: api.config.searchWorkers, onWorkerError: (error) => api.log.error({ err: error }, 'search worker stopped') },
  );
  // A database that does not answer at start must not keep the site down: search answers empty until the next refresh.
  await index.refresh('all').catch((error: unknown) => api.log.error({ err: error }, 'search index not built'));
  const unregister = registerSearchIndex(api.database, index);
  const counter = createKeywordCounter(api.database, (error) => api.log.warn({ err: error }, 'search keyword counts not saved'));
  api.decorate('searchIndex', index);
  api.addHook('onClose', async () => {
    index.stop();
    unregister();
    await counter.stop();
  });

  api.post('/content/search', { schema: { body: searchRequest, response: { 200: envelope } } }, async (request, reply) => {
    const { keyWord } = request.body;
    const started = performance.now();
    const answer = await index.answerAsync(keyWord);
    searchDuration.observe((performance.now() - started) / 1000);
    if (answer.found) counter.count(keyWord);
    // The answer is kept as JSON text, checked against the contract when it was made: sent as it is.
    const textReply: FastifyReply = reply;
    return textReply.type('application/json; charset=utf-8').send(answer.body);
  });

  api.get('/content/search-keyword/list', { schema: { response: { 200: okEnvelope(hotKeywordListResponse) } } }, async () =>
    ok(await hotKeywords(api.database, HOT_KEYWORD_LIMIT, HOT_MIN_COUNT)),
  );
}
