import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { bankCard, type BankCardRow } from '../../db/schema/account.ts';
import { fundAccount } from '../../db/schema/auth.ts';
import { customer, type CustomerRow } from '../../db/schema/customer.ts';

export type OpsCustomerRow = Pick<
  CustomerRow,
  'id' | 'custno' | 'custname' | 'custtype' | 'mobile' | 'idtype' | 'idnoEnc' | 'openedAt' | 'closedAt'
>;
export type OpsCardRow = Pick<BankCardRow, 'id' | 'customerId' | 'tradeacco' | 'bankCode' | 'cardHead' | 'cardTail' | 'status'>;

const customerColumns = {
  id: customer.id,
  custno: customer.custno,
  custname: customer.custname,
  custtype: customer.custtype,
  mobile: customer.mobile,
  idtype: customer.idtype,
  idnoEnc: customer.idnoEnc,
  openedAt: customer.openedAt,
  closedAt: customer.closedAt,
};

const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// A customer number, fund account, mobile or ID number must be typed in full (no guessing by fragments); a name may be
// part of one. The ID number is matched through its keyed digest, as the login does.
export function searchCustomers(db: DbExecutor, keyword: string, idnoHash: string, limit: number): Promise<OpsCustomerRow[]> {
  return db
    .selectDistinct(customerColumns)
    .from(customer)
    .leftJoin(fundAccount, eq(fundAccount.customerId, customer.id))
    .where(
      or(
        eq(customer.custno, keyword),
        eq(customer.mobile, keyword),
        eq(fundAccount.accountNo, keyword),
        eq(customer.idnoHash, idnoHash),
        ilike(customer.custname, likeLiteral(keyword)),
      ),
    )
    .orderBy(asc(customer.custno))
    .limit(limit);
}

export async function findOpsCustomer(db: DbExecutor, id: string): Promise<OpsCustomerRow | undefined> {
  const [row] = await db.select(customerColumns).from(customer).where(eq(customer.id, id)).limit(1);
  return row;
}

// Cards still bound (pending or signed); unbound rows are history.
export function liveCardsOf(db: DbExecutor, customerIds: readonly string[]): Promise<OpsCardRow[]> {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: bankCard.id,
      customerId: bankCard.customerId,
      tradeacco: bankCard.tradeacco,
      bankCode: bankCard.bankCode,
      cardHead: bankCard.cardHead,
      cardTail: bankCard.cardTail,
      status: bankCard.status,
    })
    .from(bankCard)
    .where(and(inArray(bankCard.customerId, [...customerIds]), ne(bankCard.status, 'unbound')))
    .orderBy(asc(bankCard.createdAt), asc(bankCard.tradeacco));
}

// Scoped by the customer: a card id of another customer reads as absent.
export async function findCustomerCardSecret(
  db: DbExecutor,
  customerId: string,
  cardId: string,
): Promise<Pick<BankCardRow, 'id' | 'tradeacco' | 'cardNoEnc' | 'cardHead' | 'cardTail'> | undefined> {
  const [row] = await db
    .select({
      id: bankCard.id,
      tradeacco: bankCard.tradeacco,
      cardNoEnc: bankCard.cardNoEnc,
      cardHead: bankCard.cardHead,
      cardTail: bankCard.cardTail,
    })
    .from(bankCard)
    .where(and(eq(bankCard.id, cardId), eq(bankCard.customerId, customerId)))
    .limit(1);
  return row;
}
