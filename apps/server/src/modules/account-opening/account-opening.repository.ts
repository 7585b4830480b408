import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { dictionaryItem, idCardSubmission, type IdCardSubmissionRow } from '../../db/schema/account.ts';
import { fundAccount } from '../../db/schema/auth.ts';
import { customer, type CustomerRow, type NewCustomerRow } from '../../db/schema/customer.ts';

export type CustomerUpdate = Partial<Omit<NewCustomerRow, 'id' | 'custno' | 'mobile' | 'createdAt'>>;

// Locks the row so that two completions (double click, two tabs) cannot both open an account.
export async function lockCustomer(tx: DbExecutor, customerId: string): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customer).where(eq(customer.id, customerId)).for('update').limit(1);
  return row;
}

export async function updateCustomer(db: DbExecutor, customerId: string, values: CustomerUpdate): Promise<void> {
  await db.update(customer).set(values).where(eq(customer.id, customerId));
}

// Another customer holding this document number (the unique index is on idtype and digest).
export async function idnoHeldByOther(db: DbExecutor, idtype: string, idnoHash: string, customerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.idtype, idtype), eq(customer.idnoHash, idnoHash), ne(customer.id, customerId)))
    .limit(1);
  return rows.length > 0;
}

export async function dictHasCode(db: DbExecutor, dictName: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: dictionaryItem.code })
    .from(dictionaryItem)
    .where(and(eq(dictionaryItem.dictName, dictName), eq(dictionaryItem.code, code)))
    .limit(1);
  return rows.length > 0;
}

export async function fundAccountOf(db: DbExecutor, customerId: string): Promise<{ accountNo: string; openedAt: Date } | undefined> {
  const [row] = await db
    .select({ accountNo: fundAccount.accountNo, openedAt: fundAccount.openedAt })
    .from(fundAccount)
    .where(eq(fundAccount.customerId, customerId))
    .limit(1);
  return row;
}

// Fund account numbers: 88 and ten digits from fund_account_no_seq (demo accounts use 8800000000xx).
export async function insertFundAccount(tx: DbExecutor, customerId: string, now: Date): Promise<string> {
  const [row] = await tx
    .insert(fundAccount)
    .values({ accountNo: sql`'88' || lpad(nextval('fund_account_no_seq')::text, 10, '0')`, customerId, openedAt: now })
    .returning({ accountNo: fundAccount.accountNo });
  if (!row) throw new Error('fund account insert returned no row');
  return row.accountNo;
}

export interface NewSubmission {
  customerId: string;
  frontFile: string;
  backFile: string;
  frontMime: string;
  backMime: string;
  status: '1' | '2';
  createdAt: Date;
  reviewedAt: Date | null;
}

export async function insertSubmission(db: DbExecutor, values: NewSubmission): Promise<IdCardSubmissionRow> {
  const [row] = await db.insert(idCardSubmission).values(values).returning();
  if (!row) throw new Error('id card submission insert returned no row');
  return row;
}

// The newest upload still waiting for review (status 2).
export async function latestPendingSubmission(db: DbExecutor, customerId: string): Promise<IdCardSubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(idCardSubmission)
    .where(and(eq(idCardSubmission.customerId, customerId), eq(idCardSubmission.status, '2')))
    .orderBy(desc(idCardSubmission.createdAt), desc(idCardSubmission.id))
    .limit(1);
  return row;
}

export async function reviewSubmission(db: DbExecutor, id: string, status: '1' | '4', reason: string | null, now: Date): Promise<void> {
  await db.update(idCardSubmission).set({ status, reason, reviewedAt: now }).where(eq(idCardSubmission.id, id));
}

// A new upload replaces any earlier one still waiting, so that a review always decides the newest.
export async function supersedePendingSubmissions(db: DbExecutor, customerId: string, now: Date): Promise<void> {
  await db
    .update(idCardSubmission)
    .set({ status: '4', reason: SUPERSEDED_REASON, reviewedAt: now })
    .where(and(eq(idCardSubmission.customerId, customerId), eq(idCardSubmission.status, '2')));
}

export const SUPERSEDED_REASON = '已重新上传';
