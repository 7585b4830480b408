import { bankName } from '@fund-direct/domain/codes';
import { maskStoredCard } from '@fund-direct/domain/contracts';
import {
  CUSTOMER_OPS_TEXT,
  CUSTOMER_SEARCH_LIMIT,
  type CustomerRevealRequest,
  type CustomerRevealResponse,
  type CustomerSearchResponse,
  type OpsCustomerItem,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { maskIdNo, maskMobile } from '@fund-direct/domain/format';
import type { Database } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  findCustomerCardSecret,
  findOpsCustomer,
  liveCardsOf,
  searchCustomers,
  type OpsCardRow,
  type OpsCustomerRow,
} from './ops-customers.repository.ts';

export interface OpsCustomerDeps {
  db: Database;
  cipher: FieldCipher;
  now: () => Date;
}

// The ID number is stored encrypted; staff see it masked, like the customer's own pages (user-info.service.ts).
function maskedIdno(cipher: FieldCipher, blob: string | null): string | null {
  if (!blob) return null;
  try {
    return maskIdNo(cipher.decrypt(blob));
  } catch {
    return null;
  }
}

function toItem(row: OpsCustomerRow, cards: readonly OpsCardRow[], cipher: FieldCipher): OpsCustomerItem {
  return {
    id: row.id,
    custno: row.custno,
    custname: row.custname,
    custtype: row.custtype,
    mobileMasked: maskMobile(row.mobile),
    idtype: row.idtype,
    idnoMasked: maskedIdno(cipher, row.idnoEnc),
    openedAt: row.openedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    cards: cards.map((card) => ({
      id: card.id,
      tradeacco: card.tradeacco,
      bankCode: card.bankCode,
      bankName: bankName(card.bankCode) ?? card.bankCode,
      cardNoMasked: maskStoredCard(card.cardHead, card.cardTail).long,
      status: card.status,
    })),
  };
}

export async function findCustomersForStaff(deps: OpsCustomerDeps, keyword: string): Promise<CustomerSearchResponse> {
  const rows = await searchCustomers(deps.db, keyword, deps.cipher.digest(keyword.toUpperCase()), CUSTOMER_SEARCH_LIMIT + 1);
  const shown = rows.slice(0, CUSTOMER_SEARCH_LIMIT);
  const cards = await liveCardsOf(
    deps.db,
    shown.map((r) => r.id),
  );
  return {
    list: shown.map((row) =>
      toItem(
        row,
        cards.filter((c) => c.customerId === row.id),
        deps.cipher,
      ),
    ),
    truncated: rows.length > CUSTOMER_SEARCH_LIMIT,
  };
}

const notFound = (msg: string) => new AppError('RESOURCE_NOT_FOUND', msg);

// Issue 17: the full value only with a reason, each reveal an audit row in the same transaction (what was shown is
// named masked; the value itself never enters the log).
export async function revealCustomerField(
  deps: OpsCustomerDeps,
  actor: StaffActor,
  meta: AuditMeta,
  customerId: string,
  request: CustomerRevealRequest,
): Promise<CustomerRevealResponse> {
  return deps.db.transaction(async (tx) => {
    const row = await findOpsCustomer(tx, customerId);
    if (!row) throw notFound(CUSTOMER_OPS_TEXT.customerMissing);
    let value: string;
    let shown: Record<string, string>;
    if (request.field === 'mobile') {
      value = row.mobile;
      shown = { field: 'mobile', masked: maskMobile(value) };
    } else if (request.field === 'idno') {
      if (!row.idnoEnc) throw notFound(CUSTOMER_OPS_TEXT.valueMissing);
      value = deps.cipher.decrypt(row.idnoEnc);
      shown = { field: 'idno', masked: maskIdNo(value) };
    } else {
      const card = request.cardId ? await findCustomerCardSecret(tx, row.id, request.cardId) : undefined;
      if (!card) throw notFound(CUSTOMER_OPS_TEXT.cardMissing);
      value = deps.cipher.decrypt(card.cardNoEnc);
      shown = { field: 'card', tradeacco: card.tradeacco, masked: maskStoredCard(card.cardHead, card.cardTail).long };
    }
    await recordAudit(tx, {
      actor,
      action: 'customer.reveal',
      target: `customer:${row.custno}`,
      after: shown,
      reason: request.reason,
      meta,
      at: deps.now(),
    });
    return { field: request.field, value };
  });
}
