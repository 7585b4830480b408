import { AsyncLocalStorage } from 'node:async_hooks';
import { pathToFileURL } from 'node:url';
import type {
  AnswerRequest,
  HttpTransport,
  RendererAnswer,
  RendererModule,
  RenderRequest,
  RenderResult,
  RequestState,
} from './ssr-types.ts';

// What every thread that renders pages needs: the built renderer loaded in it, and the fetch its pages call.

// One store per thread: the renderer module is loaded once per build and every render runs in its own state.
const requestStates = new AsyncLocalStorage<RequestState>();
const scope = {
  run: <T>(value: RequestState, render: () => Promise<T>) => requestStates.run(value, render),
  current: () => requestStates.getStore(),
};

// The renderer of the build at `entryPath` (the one of this mtime), loaded once in this thread.
export function rendererLoader(entryPath: string): (mtime: number) => Promise<(request: RenderRequest) => Promise<RenderResult>> {
  let loaded: { mtime: number; render: Promise<(request: RenderRequest) => Promise<RenderResult>> } | undefined;
  return (mtime) => {
    if (loaded?.mtime !== mtime) {
      const render = (import(`${pathToFileURL(entryPath).href}?v=${mtime}`) as Promise<RendererModule>).then((module) =>
        module.createRenderer(scope),
      );
      loaded = { mtime, render };
      // A build being written may fail to load: the next page tries again.
      render.catch(() => {
        if (loaded?.render === render) loaded = undefined;
      });
    }
    return loaded.render;
  };
}

// The renderer's fetch, answered by `call`.
export function answerTransport(call: (request: AnswerRequest) => Promise<RendererAnswer>): HttpTransport {
  return async (url, init) => {
    const headers: [string, string][] = [];
    new Headers(init.headers).forEach((value, name) => headers.push([name, value]));
    const body = typeof init.body === 'string' ? init.body : undefined;
    const answer = await call({ method: init.method ?? 'GET', url, headers, body });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}
