import type { StoredAnswer } from './ssr-answers.ts';

// The server side of apps/web/src/entry-server.tsx (built into apps/web/dist-server/ next to dist/). The server does
// not import the web app's sources: these types repeat the renderer's interface.
export type HttpTransport = (url: string, init: RequestInit) => Promise<Response>;
// Which answers parsed for earlier pages a page may use: those read for its site version, younger than maxAgeMs.
export interface AnswerValidity {
  siteVersion: number;
  maxAgeMs: number;
}
export interface RequestState {
  client: unknown;
  transport: HttpTransport;
  answers: AnswerValidity;
}
export interface RenderTiming {
  dataMs: number;
  renderMs: number;
  assembleMs: number;
  rounds: number;
}
export type RenderResult =
  | { kind: 'client-only' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; styles: string; body: string; scripts: string; timing: RenderTiming };
export interface RenderRequest {
  url: string;
  nonce: string;
  origin: string;
  answers: AnswerValidity;
  transport: HttpTransport;
}
export interface RendererModule {
  createRenderer(scope: {
    run<T>(value: RequestState, render: () => Promise<T>): Promise<T>;
    current(): RequestState | undefined;
  }): (request: RenderRequest) => Promise<RenderResult>;
}

export interface AnswerRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: string | undefined;
}
// An answer as the renderer's fetch gets it (no body for 204 and 304).
export type RendererAnswer = Omit<StoredAnswer, 'body'> & { body: Uint8Array<ArrayBuffer> | null };
export type AnswerSource = (request: AnswerRequest, remoteAddress: string) => Promise<RendererAnswer>;
