import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { bankCard, type BankCardRow } from '../../db/schema/account.ts';

// §3: remittance accounts (capitalmode '1') are not cards of the bank list.
const REMITTANCE_CAPITALMODE = '1';

export interface NewPendingCard {
  customerId: string;
  bankCode: string;
  cardNoEnc: string;
  cardNoHash: string;
  cardHead: string;
  cardTail: string;
  reservedMobile: string;
  createdAt: Date;
}

// Whether the customer has a usable (signed) card; account opening and trading ask this.
export async function hasSignedBankCard(db: DbExecutor, customerId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(bankCard)
    .where(and(eq(bankCard.customerId, customerId), eq(bankCard.status, 'signed'), ne(bankCard.capitalmode, REMITTANCE_CAPITALMODE)))
    .limit(1);
  return rows.length > 0;
}

export function listSignedCards(db: DbExecutor, customerId: string): Promise<BankCardRow[]> {
  return db
    .select()
    .from(bankCard)
    .where(and(eq(bankCard.customerId, customerId), eq(bankCard.status, 'signed'), ne(bankCard.capitalmode, REMITTANCE_CAPITALMODE)))
    .orderBy(asc(bankCard.signedAt), asc(bankCard.tradeacco));
}

// Always scoped by the owner: another customer's tradeacco reads as absent.
export async function findOwnedCard(
  db: DbExecutor,
  customerId: string,
  tradeacco: string,
  status: BankCardRow['status'],
  options: { forUpdate?: boolean } = {},
): Promise<BankCardRow | undefined> {
  const query = db
    .select()
    .from(bankCard)
    .where(and(eq(bankCard.customerId, customerId), eq(bankCard.tradeacco, tradeacco), eq(bankCard.status, status)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

// The customer's pending or signed row of the same card number (unbound rows are history).
export async function findLiveCardByHash(db: DbExecutor, customerId: string, cardNoHash: string): Promise<BankCardRow | undefined> {
  const [row] = await db
    .select()
    .from(bankCard)
    .where(and(eq(bankCard.customerId, customerId), eq(bankCard.cardNoHash, cardNoHash), ne(bankCard.status, 'unbound')))
    .limit(1);
  return row;
}

// One sign in progress per customer: starting another drops the earlier pending ones.
export async function deletePendingCards(db: DbExecutor, customerId: string): Promise<void> {
  await db.delete(bankCard).where(and(eq(bankCard.customerId, customerId), eq(bankCard.status, 'pending')));
}

export async function insertPendingCard(db: DbExecutor, card: NewPendingCard): Promise<BankCardRow> {
  const [row] = await db
    .insert(bankCard)
    .values({ ...card, tradeacco: sql`nextval('bank_card_tradeacco_seq')::text`, status: 'pending' })
    .returning();
  if (!row) throw new Error('bank card insert returned nothing');
  return row;
}

export async function markSigned(
  db: DbExecutor,
  id: string,
  values: { perOrderLimit: string; perDayLimit: string; signedAt: Date },
): Promise<BankCardRow> {
  const [row] = await db
    .update(bankCard)
    .set({ ...values, status: 'signed' })
    .where(eq(bankCard.id, id))
    .returning();
  if (!row) throw new Error('bank card update returned nothing');
  return row;
}

export async function markUnbound(db: DbExecutor, id: string, at: Date): Promise<void> {
  await db.update(bankCard).set({ status: 'unbound', unboundAt: at }).where(eq(bankCard.id, id));
}
