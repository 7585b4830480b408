import { and, asc, arrayContains, count, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { aboutUs, advert, agency, award, contentDocument, footerPage, job, type ContentDocumentRow } from '../../db/schema/content.ts';
import { fund } from '../../db/schema/fund.ts';
import { liveCondition } from './live-content.ts';

export type JobRow = typeof job.$inferSelect;
export type AgencyRow = typeof agency.$inferSelect;
export type AwardRow = typeof award.$inferSelect;
export type AdvertRow = typeof advert.$inferSelect;
export type AboutUsRow = typeof aboutUs.$inferSelect;
export type FooterPageRow = typeof footerPage.$inferSelect;

// Published jobs whose publish time has come (by the app's clock).
export async function listJobs(db: DbExecutor, now: Date, offset: number, limit: number): Promise<{ rows: JobRow[]; total: number }> {
  const where = and(eq(job.state, '1'), liveCondition(job, now));
  const rows = await db.select().from(job).where(where).orderBy(desc(job.publishedAt), desc(job.id)).offset(offset).limit(limit);
  const [totalRow] = await db.select({ total: count() }).from(job).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function listAgencies(
  db: DbExecutor,
  kind: string | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: AgencyRow[]; total: number }> {
  const where = kind ? eq(agency.kind, kind) : undefined;
  const rows = await db.select().from(agency).where(where).orderBy(asc(agency.sort), asc(agency.id)).offset(offset).limit(limit);
  const [totalRow] = await db.select({ total: count() }).from(agency).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

// Direct channels (no codes) sell every fund; consignment agencies sell the funds they list.
export async function listAgenciesByFund(db: DbExecutor, fundCode: string): Promise<AgencyRow[]> {
  const sells: SQL | undefined = or(eq(agency.kind, 'direct'), arrayContains(agency.fundCodes, [fundCode]));
  return db.select().from(agency).where(sells).orderBy(asc(agency.sort), asc(agency.id));
}

export async function fundExists(db: DbExecutor, fundCode: string): Promise<boolean> {
  const [row] = await db
    .select({ code: fund.code })
    .from(fund)
    .where(and(eq(fund.code, fundCode), eq(fund.state, '1')))
    .limit(1);
  return row !== undefined;
}

export async function listAwards(db: DbExecutor): Promise<AwardRow[]> {
  return db.select().from(award).orderBy(desc(award.year), asc(award.sort), asc(award.id));
}

// Active now: published and its time has come, started (or no start) and not ended (or no end).
export async function listActiveAdverts(db: DbExecutor, position: number, now: Date): Promise<AdvertRow[]> {
  return db
    .select()
    .from(advert)
    .where(
      and(
        eq(advert.position, position),
        liveCondition(advert, now),
        or(isNull(advert.startAt), lte(advert.startAt, now)),
        or(isNull(advert.endAt), gt(advert.endAt, now)),
      ),
    )
    .orderBy(asc(advert.sort), asc(advert.id));
}

export async function listAboutUs(db: DbExecutor): Promise<AboutUsRow[]> {
  return db.select().from(aboutUs).orderBy(asc(aboutUs.sort));
}

export async function findFooterPage(db: DbExecutor, key: string): Promise<FooterPageRow | undefined> {
  const [row] = await db.select().from(footerPage).where(eq(footerPage.key, key)).limit(1);
  return row;
}

export async function findDocument(db: DbExecutor, kind: 'agreement' | 'form', key: string): Promise<ContentDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(contentDocument)
    .where(and(eq(contentDocument.kind, kind), eq(contentDocument.key, key)))
    .limit(1);
  return row;
}

// ---- console edits of the about-us sections ----
export async function listAboutSections(db: DbExecutor): Promise<AboutUsRow[]> {
  return db.select().from(aboutUs).orderBy(asc(aboutUs.sort), asc(aboutUs.key));
}

export async function findAboutSection(db: DbExecutor, key: string): Promise<AboutUsRow | undefined> {
  const [row] = await db.select().from(aboutUs).where(eq(aboutUs.key, key)).for('update').limit(1);
  return row;
}

export async function updateAboutSection(
  db: DbExecutor,
  key: string,
  values: Pick<AboutUsRow, 'title' | 'contentHtml' | 'updatedAt' | 'updatedBy'>,
): Promise<AboutUsRow> {
  const [row] = await db.update(aboutUs).set(values).where(eq(aboutUs.key, key)).returning();
  if (!row) throw new Error(`about_us ${key} vanished inside its transaction`);
  return row;
}
