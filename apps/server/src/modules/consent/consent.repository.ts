import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { contentDocument } from '../../db/schema/content.ts';
import { contentDocumentVersion, customerConsent } from '../../db/schema/personal-data.ts';

export interface ConsentRecord {
  customerId: string;
  keys: readonly string[];
  action: string;
  at: Date;
  ip: string | null;
}

// The current version of each agreement is kept as it reads now, then its acceptance recorded; a version the
// customer accepted before keeps its first time.
export async function insertConsents(db: DbExecutor, record: ConsentRecord): Promise<void> {
  const keys = sql.join(
    record.keys.map((key) => sql`${key}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${contentDocumentVersion} (key, version_date, title, content_html)
    select key, version_date, title, content_html from ${contentDocument}
    where kind = 'agreement' and key in (${keys})
    order by key
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${customerConsent} (customer_id, document_key, version_date, action, accepted_at, ip)
    select ${record.customerId}::uuid, key, version_date, ${record.action}, ${record.at.toISOString()}::timestamptz, ${record.ip}
    from ${contentDocument}
    where kind = 'agreement' and key in (${keys})
    order by key
    on conflict do nothing`);
}

export async function consentsOf(db: DbExecutor, customerId: string) {
  return db
    .select({
      id: customerConsent.id,
      key: customerConsent.documentKey,
      versionDate: customerConsent.versionDate,
      action: customerConsent.action,
      acceptedAt: customerConsent.acceptedAt,
      title: contentDocumentVersion.title,
    })
    .from(customerConsent)
    .innerJoin(
      contentDocumentVersion,
      and(eq(contentDocumentVersion.key, customerConsent.documentKey), eq(contentDocumentVersion.versionDate, customerConsent.versionDate)),
    )
    .where(eq(customerConsent.customerId, customerId))
    .orderBy(asc(customerConsent.acceptedAt), asc(customerConsent.id));
}

export async function findDocumentVersion(db: DbExecutor, key: string, versionDate: string) {
  const [row] = await db
    .select()
    .from(contentDocumentVersion)
    .where(and(eq(contentDocumentVersion.key, key), eq(contentDocumentVersion.versionDate, versionDate)))
    .limit(1);
  return row;
}
