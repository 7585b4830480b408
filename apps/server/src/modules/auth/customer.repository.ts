import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { enterpriseProfile, fundAccount, loginFailure } from '../../db/schema/auth.ts';
import { customer, type CustomerRow } from '../../db/schema/customer.ts';
import { preparedPerExecutor } from '../../db/prepared.ts';

export interface FailureState {
  failures: number;
  lockedUntil: Date | null;
}

// Read on every user-info call (and by most signed-in services): built once per executor.
const customerById = preparedPerExecutor('customer_by_id', (db) =>
  db
    .select()
    .from(customer)
    .where(eq(customer.id, sql.placeholder('id')))
    .limit(1),
);

export async function findCustomerById(db: DbExecutor, id: string): Promise<CustomerRow | undefined> {
  const [row] = await customerById(db).execute({ id });
  return row;
}

// Look-ups by what a customer signs in with find open accounts only: a closed one's identifiers are free again.
export async function findCustomerByMobile(db: DbExecutor, mobile: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customer)
    .where(and(eq(customer.mobile, mobile), isNull(customer.closedAt)))
    .limit(1);
  return row;
}

export async function findCustomerByFundAccount(db: DbExecutor, accountNo: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select({ customer })
    .from(fundAccount)
    .innerJoin(customer, eq(customer.id, fundAccount.customerId))
    .where(and(eq(fundAccount.accountNo, accountNo), isNull(customer.closedAt)))
    .limit(1);
  return row?.customer;
}

export async function findCustomerByIdno(db: DbExecutor, idtype: string, idnoHash: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customer)
    .where(and(eq(customer.idtype, idtype), eq(customer.idnoHash, idnoHash), isNull(customer.closedAt)))
    .limit(1);
  return row;
}

// The latest closed account behind a login identifier: a login with its own password is told it was closed.
export async function findClosedCustomer(
  db: DbExecutor,
  by: { mobile: string } | { accountNo: string } | { idtype: string; idnoHash: string },
): Promise<CustomerRow | undefined> {
  const where =
    'mobile' in by
      ? eq(customer.mobile, by.mobile)
      : 'accountNo' in by
        ? inArray(customer.id, db.select({ id: fundAccount.customerId }).from(fundAccount).where(eq(fundAccount.accountNo, by.accountNo)))
        : and(eq(customer.idtype, by.idtype), eq(customer.idnoHash, by.idnoHash));
  const [row] = await db
    .select()
    .from(customer)
    .where(and(where, isNotNull(customer.closedAt)))
    .orderBy(desc(customer.closedAt))
    .limit(1);
  return row;
}

export async function findFundAccountNo(db: DbExecutor, customerId: string): Promise<string | undefined> {
  const [row] = await db.select({ no: fundAccount.accountNo }).from(fundAccount).where(eq(fundAccount.customerId, customerId)).limit(1);
  return row?.no;
}

export async function findEnterpriseProfile(db: DbExecutor, customerId: string) {
  const [row] = await db.select().from(enterpriseProfile).where(eq(enterpriseProfile.customerId, customerId)).limit(1);
  return row;
}

// Registration: a personal customer without a fund account (custbelongto '0'); one row, so never half made.
export async function insertPersonalCustomer(
  db: DbExecutor,
  input: { mobile: string; passwordHash: string; now: Date },
): Promise<CustomerRow> {
  const [row] = await db
    .insert(customer)
    .values({
      custno: sql`nextval('customer_custno_seq')::text`,
      mobile: input.mobile,
      custtype: '1',
      custbelongto: '0',
      passwordHash: input.passwordHash,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('customer insert returned no row');
  return row;
}

export async function setPassword(db: DbExecutor, customerId: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(customer).set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: now }).where(eq(customer.id, customerId));
}

export async function markLoggedIn(db: DbExecutor, customerId: string, now: Date, clearFailures: boolean): Promise<void> {
  await db
    .update(customer)
    .set(clearFailures ? { lastLoginAt: now, failedLogins: 0, lockedUntil: null } : { lastLoginAt: now })
    .where(eq(customer.id, customerId));
}

// One statement, so that parallel wrong passwords all count. A lock that has run out starts a new count.
// Dates go in as ISO text with a cast: raw Date parameters are not serialised alike by both drivers.
function ts(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

export async function addCustomerFailure(
  db: DbExecutor,
  customerId: string,
  now: Date,
  max: number,
  lockUntil: Date,
): Promise<FailureState> {
  const base = sql`(case when ${customer.lockedUntil} <= ${ts(now)} then 0 else ${customer.failedLogins} end)`;
  const [row] = await db
    .update(customer)
    .set({
      failedLogins: sql`${base} + 1`,
      lockedUntil: sql`case when ${base} + 1 >= ${max} then ${ts(lockUntil)} when ${customer.lockedUntil} <= ${ts(now)} then null else ${customer.lockedUntil} end`,
    })
    .where(eq(customer.id, customerId))
    .returning({ failures: customer.failedLogins, lockedUntil: customer.lockedUntil });
  return row ?? { failures: 0, lockedUntil: null };
}

export async function findLoginFailure(db: DbExecutor, subjectHash: string): Promise<FailureState> {
  const [row] = await db.select().from(loginFailure).where(eq(loginFailure.subjectHash, subjectHash)).limit(1);
  return row ? { failures: row.failures, lockedUntil: row.lockedUntil } : { failures: 0, lockedUntil: null };
}

export async function addLoginFailure(db: DbExecutor, subjectHash: string, now: Date, max: number, lockUntil: Date): Promise<FailureState> {
  const base = sql`(case when ${loginFailure.lockedUntil} <= ${ts(now)} then 0 else ${loginFailure.failures} end)`;
  const [row] = await db
    .insert(loginFailure)
    .values({ subjectHash, failures: 1, lockedUntil: max <= 1 ? lockUntil : null, updatedAt: now })
    .onConflictDoUpdate({
      target: loginFailure.subjectHash,
      set: {
        failures: sql`${base} + 1`,
        lockedUntil: sql`case when ${base} + 1 >= ${max} then ${ts(lockUntil)} when ${loginFailure.lockedUntil} <= ${ts(now)} then null else ${loginFailure.lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning({ failures: loginFailure.failures, lockedUntil: loginFailure.lockedUntil });
  return row ?? { failures: 0, lockedUntil: null };
}
