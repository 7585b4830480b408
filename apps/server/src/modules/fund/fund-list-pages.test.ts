import { fundListRequest } from '@fund-direct/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { listFundsJson } from './fund-catalogue.service.ts';
import { markFundDataChanged } from './fund-cache.ts';

const TODAY = '2026-11-22';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("visitors' fund list pages", () => {
  it('are written once per request and day until the fund data changes', async () => {
    const firstPage = fundListRequest.parse({});
    const page = await listFundsJson(t.app.db, firstPage, null, TODAY);
    // The same bytes, not written again, for the same request parsed anew.
    expect(await listFundsJson(t.app.db, fundListRequest.parse({ pageNum: 1 }), null, TODAY)).toBe(page);
    const bonds = await listFundsJson(t.app.db, fundListRequest.parse({ fundType: '3' }), null, TODAY);
    expect(bonds).not.toEqual(page);
    // The screener counts years since setup to the day: another day is another page.
    const nextDay = await listFundsJson(t.app.db, firstPage, null, '2026-11-23');
    expect(nextDay).not.toBe(page);
    expect(nextDay.equals(page)).toBe(true);
    markFundDataChanged();
    const afterChange = await listFundsJson(t.app.db, firstPage, null, TODAY);
    expect(afterChange).not.toBe(page);
    expect(afterChange.equals(page)).toBe(true);
  });

  it("are not a customer's: a watchlist's page is written for each call, with isCollect", async () => {
    const request = fundListRequest.parse({});
    const watched = await listFundsJson(t.app.db, request, ['000512'], TODAY);
    expect(await listFundsJson(t.app.db, request, ['000512'], TODAY)).not.toBe(watched);
    expect(watched.toString()).toContain('"isCollect":true');
    expect((await listFundsJson(t.app.db, request, null, TODAY)).toString()).not.toContain('isCollect');
  });
});
