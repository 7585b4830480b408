import type { FundTypeCode } from '@fund-direct/domain/codes';
import { RISK_NOTE, type ColumnBank } from './article-bank.ts';
import { COMPANY_BANK } from './bank-company.ts';
import { EDUCATION_BANK } from './bank-education.ts';
import { MANAGER_BANK } from './bank-manager.ts';
import { MARKET_BANK } from './bank-market.ts';
import { RESEARCH_BANK } from './bank-research.ts';
import { daysBeforeAnchor, escapeHtml } from './seed-clock.ts';
import { VIDEOS } from './videos.ts';

export const COLUMN_BANKS: readonly ColumnBank[] = [MARKET_BANK, MANAGER_BANK, EDUCATION_BANK, RESEARCH_BANK, COMPANY_BANK];

export interface SeedFund {
  code: string;
  name: string;
  type: string;
}

export interface SeedArticle {
  id: number;
  columnId: number;
  title: string;
  summary: string;
  author: string;
  cover: string;
  contentHtml: string;
  contentType: 'video' | 'mandt' | 'other';
  jumpPath: string;
  videoUrl: string | null;
  poster: string | null;
  durationSeconds: number | null;
  fundCodes: string[];
  publishedAt: Date;
}

export function articleJumpPath(id: number, contentType: SeedArticle['contentType']): string {
  return contentType === 'video' ? `/viewpoint/viewpoint_video?id=${id}` : `/viewpoint/viewpoint_article?id=${id}&type=${contentType}`;
}

// Funds of the wanted types, rotated by `offset` so that articles do not all point at the same fund.
export function pickFunds(funds: readonly SeedFund[], types: readonly FundTypeCode[] | undefined, offset: number, count = 2): string[] {
  if (!types?.length) return [];
  const matching = funds.filter((f) => (types as readonly string[]).includes(f.type));
  if (matching.length === 0) return [];
  const picked = new Set<string>();
  for (let i = 0; i < Math.min(count, matching.length); i += 1) {
    const fund = matching[(offset + i) % matching.length];
    if (fund) picked.add(fund.code);
  }
  return [...picked];
}

function composeHtml(bank: ColumnBank, topicIndex: number): string {
  const topic = bank.topics[topicIndex];
  if (!topic) throw new Error(`no topic ${topicIndex} in ${bank.name}`);
  const n = bank.sections.length;
  // Offsets 0, 3 and 7 give three different sections for every topic index when n = 10.
  const sections = [0, 3, 7].map((shift) => bank.sections[(topicIndex + shift) % n]);
  const parts = [`<p>${escapeHtml(topic.lead)}</p>`];
  for (const section of sections) {
    if (!section) continue;
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
    for (const p of section.paragraphs) parts.push(`<p>${escapeHtml(p)}</p>`);
  }
  parts.push(`<p>${escapeHtml(bank.closings[topicIndex % bank.closings.length] ?? '')}</p>`);
  parts.push(`<blockquote><p>${escapeHtml(RISK_NOTE)}</p></blockquote>`);
  return parts.join('\n');
}

export const ARTICLE_COUNT = 60;

// Articles 1-60 interleave the five columns, one every other day back from the anchor; videos are 61-70.
export function buildArticles(funds: readonly SeedFund[]): SeedArticle[] {
  const articles: SeedArticle[] = [];
  for (let k = 0; k < ARTICLE_COUNT; k += 1) {
    const bank = COLUMN_BANKS[k % COLUMN_BANKS.length];
    const topicIndex = Math.floor(k / COLUMN_BANKS.length);
    const topic = bank?.topics[topicIndex];
    if (!bank || !topic) throw new Error(`article bank too small for article ${k + 1}`);
    const id = k + 1;
    articles.push({
      id,
      columnId: bank.columnId,
      title: topic.title,
      summary: topic.summary,
      author: bank.author,
      cover: `/resources/media/images/covers/column-${bank.columnId}.svg`,
      contentHtml: composeHtml(bank, topicIndex),
      contentType: bank.contentType,
      jumpPath: articleJumpPath(id, bank.contentType),
      videoUrl: null,
      poster: null,
      durationSeconds: null,
      fundCodes: pickFunds(funds, topic.fundTypes, k),
      publishedAt: daysBeforeAnchor(k * 3 + (k % 2), (k % 5) * 37),
    });
  }
  VIDEOS.forEach((video, i) => {
    const id = ARTICLE_COUNT + i + 1;
    articles.push({
      id,
      columnId: video.columnId,
      title: video.title,
      summary: video.summary,
      author: video.author,
      cover: `/resources/media/videos/${video.file}.svg`,
      contentHtml: video.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
      contentType: 'video',
      jumpPath: articleJumpPath(id, 'video'),
      videoUrl: `/resources/media/videos/${video.file}.mp4`,
      poster: `/resources/media/videos/${video.file}.svg`,
      durationSeconds: video.seconds,
      fundCodes: pickFunds(funds, video.fundTypes, i, 1),
      publishedAt: daysBeforeAnchor(i * 9 + 1, 600),
    });
  });
  return articles;
}
