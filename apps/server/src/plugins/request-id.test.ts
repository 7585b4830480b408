import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase } from '../../test/support/test-database.ts';
import { testConfig, testKeys } from '../../test/support/test-app.ts';
import { migrate } from '../db/migrate.ts';
import { INCOMING_REQUEST_ID } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The app's own pino logger, writing its lines here.
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  const test = await openTestDatabase(async (database) => void (await migrate(database)));
  app = await buildApp({
    config: testConfig(),
    database: test.database,
    keys: await testKeys(),
    logger: pino({ level: 'info' }, sink),
    routePlugins: [],
    opsRoutePlugins: [],
    proposalHandlers: [],
  });
  await app.ready();
  close = async () => {
    await app.close();
    await test.drop();
  };
});
afterAll(() => close());

describe('request ids', () => {
  it('makes one for every response and puts it in the header and in the error envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does/not/exist' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(res.json()).toEqual({ code: '1404', msg: '请求的接口不存在', requestId: id });
    const other = await app.inject({ method: 'GET', url: '/api/does/not/exist' });
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it('writes the id on the log lines of the request', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const id = res.headers['x-request-id'];
    const ofRequest = lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('keeps a plain id from the load balancer', async () => {
    for (const incoming of [
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      'a3f1c0de9b2e4f7a8c6d5e4f3a2b1c0d',
      'Root=1-67891233-abcdef012345678912345678',
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/does/not/exist', headers: { 'x-request-id': incoming } });
      expect(res.headers['x-request-id']).toBe(incoming);
      expect(res.json().requestId).toBe(incoming);
      expect(lines.some((line) => line.reqId === incoming)).toBe(true);
    }
  });

  it('replaces an id that is too short, too long or carries anything but plain characters', async () => {
    for (const incoming of [
      'abc',
      'x'.repeat(129),
      'id with spaces 12345',
      'id"}{"admin":true',
      '../../etc/passwd-1234',
      '%E8%AF%B7%E6%B1%82',
    ]) {
      expect(INCOMING_REQUEST_ID.test(incoming)).toBe(false);
      const res = await app.inject({ method: 'GET', url: '/api/does/not/exist', headers: { 'x-request-id': incoming } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});
