import { parentPort } from 'node:worker_threads';
import { serialiseAnswer } from './search-answer.ts';
import { createSearchIndex, type SearchIndex } from './search-index.ts';
import type { PoolReply, PoolRequest } from './search-pool.ts';

// A search worker (search-pool.ts): holds its own index of the records the server sent with its last refresh
// and answers keywords with it, uncached (the server keeps the answers).
let index: SearchIndex | null = null;
const port = parentPort;
if (!port) throw new Error('search-worker.ts runs as a worker thread');

port.on('message', (message: PoolRequest) => {
  if (message.type === 'load') {
    const { records, generation } = message;
    const next = createSearchIndex(
      {
        fund: async () => records.fund,
        manager: async () => records.manager,
        article: async () => records.article,
        notice: async () => records.notice,
      },
      serialiseAnswer,
      0,
      { precompute: false },
    );
    void next.refresh('all').then(() => {
      index = next;
      port.postMessage({ type: 'loaded', generation } satisfies PoolReply);
    });
    return;
  }
  const sent = index ? index.answer(message.keyword) : null;
  port.postMessage({ type: 'answer', id: message.id, body: sent?.body ?? null, found: sent?.found ?? false } satisfies PoolReply);
});
