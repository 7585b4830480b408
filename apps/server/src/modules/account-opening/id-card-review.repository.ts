import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { idCardSubmission, type IdCardSubmissionRow } from '../../db/schema/account.ts';
import { customer, type CustomerRow } from '../../db/schema/customer.ts';

export type ReviewCustomer = Pick<
  CustomerRow,
  'id' | 'custno' | 'custname' | 'mobile' | 'idtype' | 'idnoEnc' | 'sex' | 'birthday' | 'address' | 'invalidate'
>;

const customerColumns = {
  id: customer.id,
  custno: customer.custno,
  custname: customer.custname,
  mobile: customer.mobile,
  idtype: customer.idtype,
  idnoEnc: customer.idnoEnc,
  sex: customer.sex,
  birthday: customer.birthday,
  address: customer.address,
  invalidate: customer.invalidate,
};

// Locked, so that two reviewers deciding at once cannot both decide it.
export async function lockSubmission(tx: DbExecutor, id: string): Promise<IdCardSubmissionRow | undefined> {
  const [row] = await tx.select().from(idCardSubmission).where(eq(idCardSubmission.id, id)).for('update').limit(1);
  return row;
}

export async function decideSubmission(
  tx: DbExecutor,
  id: string,
  decision: { status: '1' | '4'; reason: string | null; reviewedAt: Date; reviewedBy: string | null },
): Promise<void> {
  await tx.update(idCardSubmission).set(decision).where(eq(idCardSubmission.id, id));
}

export function pendingSubmissions(db: DbExecutor, limit: number) {
  return db
    .select({ submission: idCardSubmission, customer: customerColumns })
    .from(idCardSubmission)
    .innerJoin(customer, eq(customer.id, idCardSubmission.customerId))
    .where(eq(idCardSubmission.status, '2'))
    .orderBy(asc(idCardSubmission.createdAt), asc(idCardSubmission.id))
    .limit(limit);
}

export async function submissionWithCustomer(
  db: DbExecutor,
  id: string,
): Promise<{ submission: IdCardSubmissionRow; customer: ReviewCustomer } | undefined> {
  const [row] = await db
    .select({ submission: idCardSubmission, customer: customerColumns })
    .from(idCardSubmission)
    .innerJoin(customer, and(eq(customer.id, idCardSubmission.customerId)))
    .where(eq(idCardSubmission.id, id))
    .limit(1);
  return row;
}
