import {
  isFooterPageKey,
  type AboutUsResponse,
  type AdvertListResponse,
  type AgencyItem,
  type FooterPageResponse,
} from '@fund-direct/domain/contracts';
import type { DbExecutor } from '../../db/database.ts';
import {
  findFooterPage,
  fundExists,
  listAboutUs,
  listActiveAdverts,
  listAgencies,
  listAgenciesByFund,
  listAwards,
  listJobs,
  type AgencyRow,
} from './company.repository.ts';
import { notFound, pageOffset, wireTime } from './content-mappers.ts';

export async function awardWall(db: DbExecutor) {
  const rows = await listAwards(db);
  return { list: rows.map(({ id, title, issuer, year, image }) => ({ id, title, issuer, year, image })) };
}

// Image adverts of the position, plus the first configured video as the banner video.
export async function advertList(db: DbExecutor, position: number, now: Date): Promise<AdvertListResponse> {
  const rows = await listActiveAdverts(db, position, now);
  const video = rows.find((r) => r.kind === 'video' && r.videoUrl);
  return {
    list: rows.filter((r) => r.kind === 'image').map(({ id, title, image, link, sort }) => ({ id, title, image, link, sort })),
    bannerVideo: video?.videoUrl
      ? { id: video.id, title: video.title, videoUrl: video.videoUrl, poster: video.image, link: video.link }
      : null,
  };
}

export async function jobList(db: DbExecutor, pageNum: number, pageSize: number, now: Date) {
  const { offset, limit } = pageOffset(pageNum, pageSize);
  const { rows, total } = await listJobs(db, now, offset, limit);
  return {
    list: rows.map(({ id, title, department, location, headcount, duties, requirements, publishedAt }) => ({
      id,
      title,
      department,
      location,
      headcount,
      duties,
      requirements,
      publishedAt: wireTime(publishedAt),
    })),
    total,
  };
}

function toAgency(row: AgencyRow): AgencyItem {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as AgencyItem['kind'],
    website: row.website,
    hotline: row.hotline,
    fundCodes: row.fundCodes,
  };
}

export async function agencyList(db: DbExecutor, kind: string | undefined, pageNum: number, pageSize: number) {
  const { offset, limit } = pageOffset(pageNum, pageSize);
  const { rows, total } = await listAgencies(db, kind, offset, limit);
  return { list: rows.map(toAgency), total };
}

export async function agencyByFund(db: DbExecutor, fundCode: string) {
  if (!(await fundExists(db, fundCode))) throw notFound(`基金${fundCode}`);
  return { fundCode, list: (await listAgenciesByFund(db, fundCode)).map(toAgency) };
}

type SectionKey = keyof AboutUsResponse;

export async function aboutUsContent(db: DbExecutor): Promise<AboutUsResponse> {
  const rows = new Map((await listAboutUs(db)).map((r) => [r.key, r]));
  const section = (key: SectionKey) => {
    const row = rows.get(key);
    if (!row) throw notFound('公司介绍');
    return { row, base: { title: row.title, contentHtml: row.contentHtml } };
  };
  // `data` is written by the seed in the shape of each section; the response schema checks it on the way out.
  const data = <T>(key: SectionKey) => section(key).row.data as T;
  return {
    profile: { ...section('profile').base, ...data<AboutUsResponse['profile']>('profile') },
    culture: { ...section('culture').base, values: data<{ values: string[] }>('culture').values },
    shareholders: { ...section('shareholders').base, list: data<AboutUsResponse['shareholders']['list']>('shareholders') },
    history: { ...section('history').base, milestones: data<AboutUsResponse['history']['milestones']>('history') },
    contact: { ...section('contact').base, ...data<AboutUsResponse['contact']>('contact') },
  };
}

export async function footerPageContent(db: DbExecutor, key: string): Promise<FooterPageResponse> {
  const row = isFooterPageKey(key) ? await findFooterPage(db, key) : undefined;
  if (!row || !isFooterPageKey(key)) throw notFound('页面');
  return { key, title: row.title, contentHtml: row.contentHtml, updatedAt: wireTime(row.updatedAt) };
}
