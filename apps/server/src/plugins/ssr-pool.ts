import type { Worker } from 'node:worker_threads';
import { siblingModule, startWorker } from '../worker-thread.ts';
import type { AnswerRequest, AnswerSource, RendererAnswer, RenderRequest, RenderResult } from './ssr-types.ts';

// Messages between the server's thread and a render worker (ssr-worker.ts). A worker renders; the API answers its
// pages ask for come from the server's thread (its app and answer cache), so workers hold no state of their own.
export type ToRenderWorker =
  | { type: 'render'; id: number; mtime: number; request: Omit<RenderRequest, 'transport'> }
  | { type: 'answer'; call: number; answer: RendererAnswer }
  | { type: 'answer-failed'; call: number; message: string };
export type FromRenderWorker =
  | { type: 'fetch'; id: number; call: number; request: AnswerRequest }
  | { type: 'rendered'; id: number; result: RenderResult }
  | { type: 'failed'; id: number; message: string; stack?: string };

export interface RenderWorkerData {
  entryPath: string;
}

export interface RenderPool {
  // The page rendered on the least busy worker; null when no worker is alive (the caller renders on its own thread).
  render(request: Omit<RenderRequest, 'transport'>, mtime: number, remoteAddress: string): Promise<RenderResult> | null;
  close(): Promise<void>;
}

interface Member {
  worker: Worker;
  pending: number;
  alive: boolean;
}

interface Waiting {
  member: Member;
  remoteAddress: string;
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
}

// Public pages rendered on worker threads, so that rendering a page missing from the cache runs beside the server's
// thread (requests, the API, the caches) instead of on it.
export function createRenderPool(size: number, entryPath: string, answers: AnswerSource, onError: (error: Error) => void): RenderPool {
  const members: Member[] = [];
  const waiting = new Map<number, Waiting>();
  let nextId = 0;

  function answer(member: Member, call: number, request: AnswerRequest, remoteAddress: string) {
    answers(request, remoteAddress).then(
      (answer) => member.worker.postMessage({ type: 'answer', call, answer } satisfies ToRenderWorker),
      (error: unknown) =>
        member.worker.postMessage({
          type: 'answer-failed',
          call,
          message: error instanceof Error ? error.message : String(error),
        } satisfies ToRenderWorker),
    );
  }

  for (let i = 0; i < size; i += 1) {
    const member: Member = {
      worker: startWorker(siblingModule(import.meta.url, 'ssr-worker'), { entryPath } satisfies RenderWorkerData),
      pending: 0,
      alive: true,
    };
    // A worker that stops fails the pages it was rendering; the next pages go to the others or to the server's thread.
    const drop = (error: Error) => {
      if (!member.alive) return;
      member.alive = false;
      for (const [id, w] of waiting) {
        if (w.member !== member) continue;
        waiting.delete(id);
        w.reject(error);
      }
    };
    member.worker.on('message', (message: FromRenderWorker) => {
      const w = waiting.get(message.id);
      if (!w) return;
      if (message.type === 'fetch') return answer(member, message.call, message.request, w.remoteAddress);
      waiting.delete(message.id);
      member.pending -= 1;
      if (message.type === 'rendered') return w.resolve(message.result);
      w.reject(Object.assign(new Error(message.message), { stack: message.stack }));
    });
    member.worker.on('error', (error) => {
      onError(error);
      drop(error);
    });
    member.worker.on('exit', (code) => drop(new Error(`render worker exited with code ${code}`)));
    // Idle workers do not keep the process alive.
    member.worker.unref();
    members.push(member);
  }

  return {
    render(request, mtime, remoteAddress) {
      let best: Member | null = null;
      for (const m of members) if (m.alive && (!best || m.pending < best.pending)) best = m;
      if (!best) return null;
      const member = best;
      const id = (nextId += 1);
      member.pending += 1;
      return new Promise((resolve, reject) => {
        waiting.set(id, { member, remoteAddress, resolve, reject });
        member.worker.postMessage({ type: 'render', id, mtime, request } satisfies ToRenderWorker);
      });
    },
    async close() {
      await Promise.all(members.map((m) => m.worker.terminate()));
    },
  };
}
