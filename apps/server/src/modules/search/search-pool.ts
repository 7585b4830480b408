import type { Worker } from 'node:worker_threads';
import { siblingModule, startWorker } from '../../worker-thread.ts';
import type { ArticleSource, FundSource, ManagerSource, NoticeSource, SearchKind } from './search-source.ts';

// What a search worker holds: the records of the server's last refresh, in collection order.
export interface SearchRecords {
  fund: FundSource[];
  manager: ManagerSource[];
  article: ArticleSource[];
  notice: NoticeSource[];
}

export type PoolRequest =
  { type: 'load'; generation: number; records: Partial<SearchRecords> } | { type: 'search'; id: number; keyword: string };
export type PoolReply = { type: 'loaded'; generation: number } | { type: 'answer'; id: number; body: string | null; found: boolean };

export interface PooledAnswer {
  body: string;
  found: boolean;
}

// Searches on a few worker threads, each holding an index of the same records, so that a burst of uncached
// keywords is searched on several cores instead of queueing on the server's one thread.
export interface SearchPool {
  // Sends the records of the refreshed kinds (every kind the first time); a worker answers only once it has built them.
  load(kinds: readonly SearchKind[], recordsOf: (kind: SearchKind) => SearchRecords[SearchKind]): void;
  // The answer from a worker holding the latest records, or null when none is ready (the caller searches itself).
  answer(keyword: string): Promise<PooledAnswer | null> | null;
  // Settles when every live worker holds the latest records.
  loaded(): Promise<void>;
  close(): Promise<void>;
}

interface Member {
  worker: Worker;
  // The records it holds (-1: none yet).
  generation: number;
  pending: number;
  alive: boolean;
}

export function createSearchPool(size: number, onError: (error: Error) => void = () => undefined): SearchPool {
  let generation = 0;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (answer: PooledAnswer | null) => void; member: Member }>();
  let loadWaiters: (() => void)[] = [];
  const members: Member[] = [];
  const settleLoads = () => {
    if (generation === 0 || members.every((m) => !m.alive || m.generation === generation)) {
      for (const resolve of loadWaiters) resolve();
      loadWaiters = [];
    }
  };
  for (let i = 0; i < size; i += 1) {
    const member: Member = {
      worker: startWorker(siblingModule(import.meta.url, 'search-worker')),
      generation: -1,
      pending: 0,
      alive: true,
    };
    // A worker that fails leaves its searches to the server's thread.
    const drop = () => {
      member.alive = false;
      for (const [id, w] of waiting) {
        if (w.member !== member) continue;
        waiting.delete(id);
        w.resolve(null);
      }
      settleLoads();
    };
    member.worker.on('message', (reply: PoolReply) => {
      if (reply.type === 'loaded') {
        member.generation = reply.generation;
        settleLoads();
        return;
      }
      const w = waiting.get(reply.id);
      if (!w) return;
      waiting.delete(reply.id);
      member.pending -= 1;
      w.resolve(reply.body === null ? null : { body: reply.body, found: reply.found });
    });
    member.worker.on('error', (error) => {
      onError(error);
      drop();
    });
    member.worker.on('exit', drop);
    // Idle workers do not keep the process alive.
    member.worker.unref();
    members.push(member);
  }

  return {
    load(kinds, recordsOf) {
      const sent: readonly SearchKind[] = generation === 0 ? ['fund', 'manager', 'article', 'notice'] : kinds;
      const records: Partial<SearchRecords> = {};
      for (const kind of sent) Object.assign(records, { [kind]: recordsOf(kind) });
      generation += 1;
      for (const m of members) if (m.alive) m.worker.postMessage({ type: 'load', generation, records } satisfies PoolRequest);
    },
    answer(keyword) {
      let best: Member | null = null;
      for (const m of members) if (m.alive && m.generation === generation && (!best || m.pending < best.pending)) best = m;
      if (!best) return null;
      const member = best;
      const id = (nextId += 1);
      member.pending += 1;
      return new Promise((resolve) => {
        waiting.set(id, { resolve, member });
        member.worker.postMessage({ type: 'search', id, keyword } satisfies PoolRequest);
      });
    },
    loaded() {
      return new Promise((resolve) => {
        loadWaiters.push(resolve);
        settleLoads();
      });
    },
    async close() {
      await Promise.all(members.map((m) => m.worker.terminate()));
    },
  };
}
