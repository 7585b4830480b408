import { parentPort, workerData } from 'node:worker_threads';
import type { FromRenderWorker, RenderWorkerData, ToRenderWorker } from './ssr-pool.ts';
import { answerTransport, rendererLoader } from './ssr-thread.ts';
import type { RendererAnswer } from './ssr-types.ts';

// A render worker (ssr-pool.ts): renders the pages it is sent with the built renderer, asking the server's thread for
// every API answer.
const port = parentPort;
if (!port) throw new Error('ssr-worker.ts runs as a worker thread');
const { entryPath } = workerData as RenderWorkerData;
const load = rendererLoader(entryPath);
const calls = new Map<number, { resolve: (answer: RendererAnswer) => void; reject: (error: Error) => void }>();
let nextCall = 0;

port.on('message', (message: ToRenderWorker) => {
  if (message.type !== 'render') {
    const call = calls.get(message.call);
    calls.delete(message.call);
    if (message.type === 'answer') call?.resolve(message.answer);
    else call?.reject(new Error(message.message));
    return;
  }
  const { id, mtime, request } = message;
  const transport = answerTransport(
    (answerRequest) =>
      new Promise((resolve, reject) => {
        const call = (nextCall += 1);
        calls.set(call, { resolve, reject });
        port.postMessage({ type: 'fetch', id, call, request: answerRequest } satisfies FromRenderWorker);
      }),
  );
  load(mtime)
    .then((render) => render({ ...request, transport }))
    .then(
      (result) => port.postMessage({ type: 'rendered', id, result } satisfies FromRenderWorker),
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        port.postMessage({ type: 'failed', id, message: failure.message, stack: failure.stack } satisfies FromRenderWorker);
      },
    );
});
