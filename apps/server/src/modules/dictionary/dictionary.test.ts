import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_DICT_NAMES, NATIONALITY_CHINA } from '@fund-direct/domain/codes';
import { DICT_TEXT, type DictResponse } from '@fund-direct/domain/contracts';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { envelope } from '../../../test/modules/auth/auth.test-support.ts';

describe('GET /query/dict', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const dict = (dictnameList?: string) =>
    signedInject(t.app, { method: 'GET', url: '/api/query/dict', ...(dictnameList === undefined ? {} : { query: { dictnameList } }) });

  it('answers every seeded dictionary asked for, each non-empty, nothing else', async () => {
    const response = await dict(ALL_DICT_NAMES.join(','));
    const body = envelope<DictResponse>(response);
    expect(body.code).toBe('0000');
    expect(Object.keys(body.data!).sort()).toEqual([...ALL_DICT_NAMES].sort());
    for (const name of ALL_DICT_NAMES) expect(body.data![name]!.length, name).toBeGreaterThan(0);
    const only = envelope<DictResponse>(await dict('sex,marriage')).data!;
    expect(Object.keys(only).sort()).toEqual(['marriage', 'sex']);
    expect(only.sex).toEqual([
      { code: '1', label: '男' },
      { code: '2', label: '女' },
    ]);
  });

  it('puts nationality 156 first although it is not stored first', async () => {
    const list = envelope<DictResponse>(await dict('nationality')).data!.nationality!;
    expect(list[0]).toEqual({ code: NATIONALITY_CHINA, label: '中国' });
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list.filter((item) => item.code === NATIONALITY_CHINA)).toHaveLength(1);
  });

  it('gives the tax-resident statuses of the spec', async () => {
    const list = envelope<DictResponse>(await dict('taxResident')).data!.taxResident!;
    expect(list.map((item) => `${item.code} ${item.label}`)).toEqual([
      '1 仅为中国税收居民',
      '2 仅为非居民',
      '3 既是中国税收居民又是其他国家(地区)税收居民',
    ]);
  });

  it('refuses unknown names, naming them, and a missing list', async () => {
    const unknown = await dict('sex,bogus');
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown)).toMatchObject({ code: '1001', msg: DICT_TEXT.unknownName(['bogus']) });
    const missing = await dict();
    expect(envelope(missing)).toMatchObject({ code: '1001', msg: DICT_TEXT.namesRequired });
    expect(envelope(await dict(' , ')).msg).toBe(DICT_TEXT.namesRequired);
  });
});
