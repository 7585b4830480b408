import { parentPort } from 'node:worker_threads';
import { createSearchIndex } from './search-index.ts';
import type { PoolReply, PoolRequest, SearchRecords } from './search-pool.ts';
import type { SearchKind } from './search-source.ts';

// A search worker (search-pool.ts): holds its own index of the records the server sent with its refreshes and answers
// keywords with it, uncached (the server keeps the answers). A refresh of one kind rebuilds that collection only.
const held: SearchRecords = { fund: [], manager: [], article: [], notice: [] };
const index = createSearchIndex(
  {
    fund: async () => held.fund,
    manager: async () => held.manager,
    article: async () => held.article,
    notice: async () => held.notice,
  },
  0,
  { precompute: false },
);
let loaded = false;
const port = parentPort;
if (!port) throw new Error('search-worker.ts runs as a worker thread');

port.on('message', (message: PoolRequest) => {
  if (message.type === 'load') {
    const { records, generation } = message;
    Object.assign(held, records);
    const kinds = Object.keys(records) as SearchKind[];
    void (async () => {
      for (const kind of kinds) await index.refresh(kind);
      loaded = true;
      port.postMessage({ type: 'loaded', generation } satisfies PoolReply);
    })();
    return;
  }
  const sent = loaded ? index.answer(message.keyword) : null;
  port.postMessage({ type: 'answer', id: message.id, body: sent?.body ?? null, found: sent?.found ?? false } satisfies PoolReply);
});
