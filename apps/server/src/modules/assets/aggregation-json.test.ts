import { aggregationResponse, shareInfoResponse } from '@fund-direct/domain/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { A, scriptedWeek } from '../../../test/modules/assets/assets-scenario.test-support.ts';
import { okEnvelope } from '../../plugins/envelope.ts';

// The my-assets answer is JSON text put together from parts, its held holdings' list written by the database: it must be
// the bytes zod's parse and JSON.stringify give for the same answer, even for names JSON has to escape.
let t: TestApp;
let token: string;

beforeAll(async () => {
  ({ t, token } = await scriptedWeek());
  await t.app.db.execute(sql`update fund set name = ${'引号"反斜杠\\换行\n制表\t控制\u0001/斜杠'} where code = ${A}`);
}, 240_000);

afterAll(async () => {
  await t.close();
});

const answer = async (method: 'GET' | 'POST', url: string, query: Record<string, string> = {}) => {
  const response = await signedInject(t.app, { method, url, token, ...(method === 'POST' ? { body: {} } : { query }) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.body;
};

describe('the my-assets answer written as JSON text', () => {
  it('is byte for byte what the contract serialises, names needing escapes included', async () => {
    const body = await answer('POST', '/api/query/aggregation');
    expect(body).toContain('控制\\u0001');
    expect(body).toBe(JSON.stringify(okEnvelope(aggregationResponse).parse(JSON.parse(body))));
  });

  it('carries the share-info answer (held holdings only) as its shareInfo, byte for byte', async () => {
    const aggregation = JSON.parse(await answer('POST', '/api/query/aggregation')) as { data: { shareInfo: unknown } };
    const shareInfo = await answer('GET', '/api/query/share-info', { firstflag: '1' });
    const parsed = okEnvelope(shareInfoResponse).parse(JSON.parse(shareInfo));
    expect(parsed.data.list.length).toBeGreaterThan(1);
    expect(parsed.data.list.some((item) => item.fundCode === A)).toBe(true);
    expect(JSON.stringify(aggregation.data.shareInfo)).toBe(JSON.stringify(parsed.data));
    expect(shareInfo).toContain(JSON.stringify(aggregation.data.shareInfo));
  });

  it('lists in share-info firstflag=1 (written by the database) exactly the held items of firstflag=0 (written in code)', async () => {
    const contract = okEnvelope(shareInfoResponse);
    const held = contract.parse(JSON.parse(await answer('GET', '/api/query/share-info', { firstflag: '1' }))).data;
    const all = contract.parse(JSON.parse(await answer('GET', '/api/query/share-info', { firstflag: '0' }))).data;
    const emptied = all.list.filter((item) => Number(item.shares) === 0);
    expect(emptied.length).toBeGreaterThan(0);
    expect(held.list).toEqual(all.list.filter((item) => Number(item.shares) > 0));
    expect(held.summary).toEqual(all.summary);
    expect(held.split).toEqual(all.split);
  });
});
