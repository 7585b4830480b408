import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AGREEMENT_KEYS, FOOTER_PAGE_KEYS, SERVICE_TYPES, matchBankBin } from '@fund-direct/domain/contracts';
import { NOTICE_GROUPS, SALES_BANKS } from '@fund-direct/domain/codes';
import { describe, expect, it } from 'vitest';
import { SEED_FUNDS } from '../../fund/seed/funds.data.ts';
import { bankBinList, toAreaTree } from '../static/static-data.service.ts';
import { ADVERTS, AWARDS } from './company-data.ts';
import { ARTICLE_COUNT, buildArticles } from './articles.ts';
import { FOOTER_PAGES } from './footer-pages.ts';
import { AGREEMENTS, FORMS } from './forms.ts';
import { buildNotices } from './notices.ts';
import { buildServicePages, serviceTypesWithoutContent } from './service-pages.ts';

const ASSETS = fileURLToPath(new URL('../../../../assets/', import.meta.url));
const asset = (url: string) => `${ASSETS}${url.replace('/resources/media/', '')}`;
const funds = SEED_FUNDS.map((f) => ({ code: f.code, name: f.name, type: f.fundType }));

describe('seeded articles', () => {
  const articles = buildArticles(funds);

  it('has 60 articles across five columns and 10 videos, with distinct titles', () => {
    expect(articles.filter((a) => a.contentType !== 'video')).toHaveLength(ARTICLE_COUNT);
    expect(articles.filter((a) => a.contentType === 'video')).toHaveLength(10);
    expect(new Set(articles.map((a) => a.columnId)).size).toBe(5);
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
  });

  it('relates articles only to funds the fund seed has', () => {
    const codes = new Set(SEED_FUNDS.map((f) => f.code));
    for (const a of articles) for (const code of a.fundCodes) expect(codes.has(code)).toBe(true);
    expect(articles.some((a) => a.fundCodes.length > 0)).toBe(true);
  });

  it('relates no fund when the fund list is empty', () => {
    expect(buildArticles([]).every((a) => a.fundCodes.length === 0)).toBe(true);
  });

  it('points every cover, poster and video at a committed asset; clips stay under 100 KB', () => {
    for (const a of articles) {
      for (const url of [a.cover, a.poster, a.videoUrl]) if (url) expect(existsSync(asset(url)), url).toBe(true);
      if (a.videoUrl) expect(statSync(asset(a.videoUrl)).size).toBeLessThan(100_000);
    }
    for (const ad of ADVERTS) expect(existsSync(asset(ad.image)), ad.image).toBe(true);
    for (const award of AWARDS) expect(existsSync(`${ASSETS}images/awards/award-${award.id}.svg`)).toBe(true);
  });
});

describe('seeded notices', () => {
  const notices = buildNotices();
  const listed = notices.filter((n) => n.state !== '2');

  it('lists 80 notices across the five §3 groups, each with one or two attachments', () => {
    expect(listed).toHaveLength(80);
    expect(new Set(listed.map((n) => n.group))).toEqual(new Set(Object.keys(NOTICE_GROUPS)));
    for (const n of notices) expect(n.attachments.length === 1 || n.attachments.length === 2).toBe(true);
  });

  it('numbers notices in publication order', () => {
    for (let i = 1; i < notices.length; i += 1) expect((notices[i]?.date ?? '') >= (notices[i - 1]?.date ?? '')).toBe(true);
  });
});

describe('seeded service centre, documents and footer pages', () => {
  it('has content for every §2 service-centre child page and a real FAQ', () => {
    expect(serviceTypesWithoutContent()).toEqual([]);
    expect(buildServicePages().filter((p) => p.serviceType === 'common_question').length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(SERVICE_TYPES)).toHaveLength(21);
  });

  it('names only seeded documents in attachments', () => {
    const docs = new Set([...AGREEMENTS, ...FORMS].map((d) => d.key));
    for (const page of buildServicePages()) for (const a of page.attachments ?? []) expect(docs.has(a.doc), a.doc).toBe(true);
  });

  it('has every §7 agreement and every footer page', () => {
    expect(AGREEMENTS.map((a) => a.key).sort()).toEqual(Object.keys(AGREEMENT_KEYS).sort());
    expect(FOOTER_PAGES.map((f) => f.key).sort()).toEqual([...FOOTER_PAGE_KEYS].sort());
  });
});

describe('static data', () => {
  it('maps every BIN to one §3 sales bank', () => {
    const bins = bankBinList();
    expect(bins.length).toBeGreaterThan(300);
    expect(new Set(bins.map((b) => b.bin)).size).toBe(bins.length);
    for (const b of bins) expect(Object.hasOwn(SALES_BANKS, b.bankCode)).toBe(true);
    expect(new Set(bins.map((b) => b.bankCode)).size).toBe(Object.keys(SALES_BANKS).length);
  });

  it('finds the bank of a card number by its longest BIN', () => {
    const bins = bankBinList();
    expect(matchBankBin('6222021234567890123', bins)?.bankCode).toBe('002');
    expect(matchBankBin('6228 4812 3456 7890 123', bins)?.bankCode).toBe('003');
    expect(matchBankBin('6214831234567890', bins)?.bankCode).toBe('007');
    expect(matchBankBin('1234567890123456', bins)).toBeUndefined();
  });

  it('renames the division tree to the §3 area fields', () => {
    const tree = toAreaTree([
      { code: '31', name: '上海市', children: [{ code: '3101', name: '市辖区', children: [{ code: '310115', name: '浦东新区' }] }] },
    ]);
    expect(tree).toEqual([
      {
        provincecode: '31',
        provincename: '上海市',
        cities: [{ cityno: '3101', cityname: '市辖区', counties: [{ countyno: '310115', countyname: '浦东新区' }] }],
      },
    ]);
  });
});
