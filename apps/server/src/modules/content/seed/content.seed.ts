import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SeedModule } from '../../../db/seed/seed-module.ts';
import {
  aboutUs,
  advert,
  agency,
  article,
  award,
  contentColumn,
  contentDocument,
  footerPage,
  job,
  notice,
  noticeAttachment,
  servicePage,
} from '../../../db/schema/content.ts';
import { SEED_FUNDS } from '../../fund/fund-seed.public.ts';
import { sanitizeHtml } from '../sanitize-html.ts';
import { ABOUT_SECTIONS } from './about-us.ts';
import { AGENCIES, agencyFundCodes } from './agencies.ts';
import { buildArticles, COLUMN_BANKS } from './articles.ts';
import { ADVERTS, AWARDS, JOBS } from './company-data.ts';
import { docHtml } from './doc-builder.ts';
import { FOOTER_PAGES } from './footer-pages.ts';
import { AGREEMENTS, FORMS, agreementPath, formPath } from './forms.ts';
import { buildNotices } from './notices.ts';
import { shanghaiDate } from './seed-clock.ts';
import { buildServicePages } from './service-pages.ts';

// Every column except the key and the given ones takes the incoming value on conflict (for the documents and footer
// pages, which only releases change; the kinds the console edits are inserted once and then left alone).
function excludedSet(table: PgTable, keep: readonly string[] = []): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [prop, column] of Object.entries(getTableColumns(table))) {
    if (!keep.includes(prop)) set[prop] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

const IDENTITY_TABLES = ['content_column', 'article', 'notice', 'service_page', 'job', 'agency', 'award', 'advert'];

export const contentSeed: SeedModule = {
  name: 'content',
  async run({ tx }) {
    await tx
      .insert(contentColumn)
      .values(COLUMN_BANKS.map((b, i) => ({ id: b.columnId, parentId: 0, name: b.name, sort: i + 1 })))
      .onConflictDoNothing();

    const funds = SEED_FUNDS.filter((f) => f.state !== '0').map((f) => ({ code: f.code, name: f.name, type: f.fundType }));
    const articles = buildArticles(funds).map((a) => ({ ...a, contentHtml: sanitizeHtml(a.contentHtml), state: '1' }));
    await tx.insert(article).values(articles).onConflictDoNothing();

    const notices = buildNotices();
    const insertedNotices = await tx
      .insert(notice)
      .values(
        notices.map((n) => ({
          id: n.id,
          groupKey: n.group,
          title: n.title,
          contentHtml: sanitizeHtml(n.html),
          fundCode: n.fundCode,
          publishedAt: shanghaiDate(n.date, `${String(9 + (n.id % 9)).padStart(2, '0')}:00:00`),
          state: n.state,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: notice.id });
    // A notice already there keeps its attachments as the console left them.
    const newNotices = new Set(insertedNotices.map((n) => n.id));
    const attachments = notices
      .filter((n) => newNotices.has(n.id))
      .flatMap((n) => n.attachments.map((a, i) => ({ noticeId: n.id, seq: i + 1, name: a.name, contentHtml: sanitizeHtml(a.html) })));
    if (attachments.length > 0) await tx.insert(noticeAttachment).values(attachments);

    const documents = [...AGREEMENTS, ...FORMS];
    await tx
      .insert(contentDocument)
      .values(
        documents.map((d) => ({
          key: d.key,
          kind: d.kind,
          title: d.title,
          contentHtml: sanitizeHtml(docHtml(d)),
          versionDate: d.versionDate,
        })),
      )
      .onConflictDoUpdate({ target: contentDocument.key, set: excludedSet(contentDocument, ['key']) });

    const docPath = new Map(documents.map((d) => [d.key, d.kind === 'agreement' ? agreementPath(d.key) : formPath(d.key)]));
    const pages = buildServicePages().map((p) => ({
      id: p.id,
      serviceType: p.serviceType,
      title: p.title,
      contentHtml: sanitizeHtml(p.html),
      serviceTime: shanghaiDate(p.date),
      sort: p.id,
      attachments: (p.attachments ?? []).map((a) => {
        const path = docPath.get(a.doc);
        if (!path) throw new Error(`service page "${p.title}" names document ${a.doc}, which is not seeded`);
        return { name: a.name, path };
      }),
    }));
    await tx.insert(servicePage).values(pages).onConflictDoNothing();

    await tx
      .insert(job)
      .values(JOBS.map(({ date, ...j }) => ({ ...j, publishedAt: shanghaiDate(date), state: '1' })))
      .onConflictDoNothing();
    await tx
      .insert(agency)
      .values(
        AGENCIES.map((a) => ({
          id: a.id,
          name: a.name,
          kind: a.kind,
          website: a.website,
          hotline: a.hotline,
          fundCodes: agencyFundCodes(a),
          sort: a.id,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(award)
      .values(AWARDS.map((a) => ({ ...a, image: `/resources/media/images/awards/award-${a.id}.svg`, sort: a.id })))
      .onConflictDoNothing();
    await tx
      .insert(advert)
      .values(
        ADVERTS.map((a) => ({
          ...a,
          startAt: a.startAt ? shanghaiDate(a.startAt, '00:00:00') : null,
          endAt: a.endAt ? shanghaiDate(a.endAt, '23:59:59') : null,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(aboutUs)
      .values(ABOUT_SECTIONS.map((s) => ({ key: s.key, title: s.title, contentHtml: sanitizeHtml(s.html), data: s.data, sort: s.sort })))
      .onConflictDoNothing();
    await tx
      .insert(footerPage)
      .values(FOOTER_PAGES.map((f) => ({ key: f.key, title: f.title, contentHtml: sanitizeHtml(f.html), updatedAt: shanghaiDate(f.date) })))
      .onConflictDoUpdate({ target: footerPage.key, set: excludedSet(footerPage, ['key']) });

    // Seeded rows carry explicit ids: move each identity past them so that later inserts do not collide.
    for (const table of IDENTITY_TABLES) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), greatest((select max(id) from "${table}"), 1))`));
    }
  },
};
