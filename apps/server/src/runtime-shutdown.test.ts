import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeServer } from './runtime.ts';

// A server with one request that waits until the test lets it finish.
async function serverWithSlowRoute() {
  const app = Fastify({ logger: false });
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let entered: () => void = () => {};
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const state = { finished: false };
  app.get('/slow', async () => {
    entered();
    await gate;
    state.finished = true;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, url, release, inside, state };
}

let open: FastifyInstance | undefined;
afterEach(async () => {
  open?.server.closeAllConnections();
  await open?.close();
  open = undefined;
});

describe('graceful shutdown', () => {
  it('stops accepting, lets the request in flight finish, then closes', async () => {
    const { app, url, release, inside, state } = await serverWithSlowRoute();
    open = app;
    const inFlight = fetch(`${url}/slow`);
    await inside;
    let closed = false;
    const closing = closeServer(app, { shutdownTimeoutMs: 60_000 }).then(() => (closed = true));
    await vi.waitFor(() => expect(app.server.listening).toBe(false));
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    expect(closed).toBe(false);
    release();
    const response = await inFlight;
    expect([response.status, await response.json()]).toEqual([200, { done: true }]);
    await closing;
    expect(state.finished).toBe(true);
  });

  it('cuts the connections of requests still running at the time limit, so the process can still leave', async () => {
    const { app, url, release, inside, state } = await serverWithSlowRoute();
    open = app;
    const inFlight = fetch(`${url}/slow`);
    await inside;
    await closeServer(app, { shutdownTimeoutMs: 200 });
    await expect(inFlight).rejects.toThrow();
    expect(state.finished).toBe(false);
    release();
  });
});
