import { hotKeywordListResponse, searchRequest, searchResponse, type SearchResponse } from '@fund-direct/domain/contracts';
import { HOT_KEYWORD_LIMIT } from '@fund-direct/domain/search';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { createKeywordCounter } from './keyword-counter.ts';
import { createSearchIndex, type SearchIndex } from './search-index.ts';
import { registerSearchIndex } from './search-registry.ts';
import { databaseSources, hotKeywords } from './search.repository.ts';

// A visitor's keyword joins the hot list after this many searches that found something.
const HOT_MIN_COUNT = 3;

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: SearchIndex;
  }
}

// §7 Content: POST search and GET search keyword list. The index is built before the app answers.
export async function searchRoutes(api: FastifyInstance): Promise<void> {
  const index = createSearchIndex(databaseSources(api.database, api.config.imageBaseUrl));
  // A database that does not answer at start must not keep the site down: search answers empty until the next refresh.
  await index.refresh('all').catch((error: unknown) => api.log.error({ err: error }, 'search index not built'));
  const unregister = registerSearchIndex(api.database, index);
  const counter = createKeywordCounter(api.database, (error) => api.log.warn({ err: error }, 'search keyword counts not saved'));
  api.decorate('searchIndex', index);
  api.addHook('onClose', async () => {
    unregister();
    await counter.stop();
  });

  // A kept answer is sent as the JSON it was serialised to the first time (checked against the contract once).
  const serialised = new WeakMap<SearchResponse, string>();
  const envelope = okEnvelope(searchResponse);
  api.post('/content/search', { schema: { body: searchRequest, response: { 200: envelope } } }, async (request, reply) => {
    const { keyWord } = request.body as z.output<typeof searchRequest>;
    const answer = index.search(keyWord);
    if (answer.list.length > 0) counter.count(keyWord);
    let json = serialised.get(answer);
    if (json === undefined) {
      json = JSON.stringify(envelope.parse(ok(answer)));
      serialised.set(answer, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  });

  api.get('/content/search-keyword/list', { schema: { response: { 200: okEnvelope(hotKeywordListResponse) } } }, async () =>
    ok(await hotKeywords(api.database, HOT_KEYWORD_LIMIT, HOT_MIN_COUNT)),
  );
}
