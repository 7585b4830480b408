import {
  BANK_CARD_ERRORS,
  BANK_SIGN_TTL_SECONDS,
  bankLimits,
  maskStoredCard,
  supportBankOf,
  type BankCardItem,
  type BankPostSignRequest,
  type BankPreSignRequest,
  type BankPreSignResponse,
  type BankVerifyRequest,
  type BankVerifyResponse,
  type SupportBankItem,
} from '@fund-direct/domain/contracts';
import { bankLogoKey, bankName, SALES_BANK_CODES } from '@fund-direct/domain/codes';
import { AppError } from '@fund-direct/domain/errors';
import { formatDate, formatLimit, maskMobile } from '@fund-direct/domain/format';
import type { Database, DbExecutor } from '../../db/database.ts';
import type { BankCardRow } from '../../db/schema/account.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import { findCustomerById } from '../auth/auth.public.ts';
import {
  deletePendingCards,
  findLiveCardByHash,
  findOwnedCard,
  insertPendingCard,
  listSignedCards,
  markSigned,
  markUnbound,
} from './bank-card.repository.ts';
import type { BankCardHolder, BankGateway } from './bank-gateway.ts';
import type { CardUsageChecks } from './card-usage.ts';
import { recordConsents } from '../consent/consent.public.ts';

export interface BankCardDeps {
  db: Database;
  cipher: FieldCipher;
  gateway: BankGateway;
  now: () => Date;
  cardUsage: CardUsageChecks;
}

export function supportBankList(): SupportBankItem[] {
  return SALES_BANK_CODES.map((code) => supportBankOf(code));
}

// Every response shows a card through this: masked number and mobile, never the stored secrets.
export function toBankCardItem(row: BankCardRow): BankCardItem {
  const masks = maskStoredCard(row.cardHead, row.cardTail);
  return {
    tradeacco: row.tradeacco,
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode) ?? row.bankCode,
    logoKey: bankLogoKey(row.bankCode),
    cardNoMasked: masks.long,
    cardNoShort: masks.short,
    cardTail: row.cardTail,
    reservedMobile: maskMobile(row.reservedMobile),
    capitalmode: row.capitalmode,
    status: row.status as BankCardItem['status'],
    perOrderLimit: row.perOrderLimit,
    perDayLimit: row.perDayLimit,
    perOrderLimitText: formatLimit(row.perOrderLimit),
    perDayLimitText: formatLimit(row.perDayLimit),
    signedDate: row.signedAt ? formatDate(row.signedAt, 'YYYY-MM-DD') : null,
  };
}

// Name and ID come from the customer's saved identity (account opening step 1), never from the request.
async function holderOf(db: DbExecutor, cipher: FieldCipher, customerId: string, card: BankVerifyRequest): Promise<BankCardHolder> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw new AppError('UNAUTHORIZED');
  if (customer.custtype === '0') throw new AppError(BANK_CARD_ERRORS.INSTITUTION);
  if (!customer.custname?.trim() || !customer.idnoEnc) throw new AppError(BANK_CARD_ERRORS.IDENTITY_REQUIRED);
  return {
    name: customer.custname,
    idno: cipher.decrypt(customer.idnoEnc),
    bankCode: card.bankCode,
    cardNo: card.cardNo,
    mobile: card.reservedMobile,
  };
}

async function signedCardOf(db: DbExecutor, customerId: string, tradeacco: string, forUpdate = false): Promise<BankCardRow> {
  const row = await findOwnedCard(db, customerId, tradeacco, 'signed', { forUpdate });
  if (!row) throw new AppError(BANK_CARD_ERRORS.NOT_FOUND);
  return row;
}

// Issue 6: unbind and change are refused while holdings or in-transit trades ride on the card.
async function requireCardFree(checks: CardUsageChecks, db: DbExecutor, customerId: string, tradeacco: string): Promise<void> {
  const reason = await checks.reasonFor(db, customerId, tradeacco);
  if (reason) throw new AppError(BANK_CARD_ERRORS.IN_USE, reason);
}

export async function listCards(db: DbExecutor, customerId: string): Promise<BankCardItem[]> {
  return (await listSignedCards(db, customerId)).map(toBankCardItem);
}

export async function cardDetail(db: DbExecutor, customerId: string, tradeacco: string): Promise<BankCardItem> {
  return toBankCardItem(await signedCardOf(db, customerId, tradeacco));
}

export async function verifyCard(deps: BankCardDeps, customerId: string, request: BankVerifyRequest): Promise<BankVerifyResponse> {
  const holder = await holderOf(deps.db, deps.cipher, customerId, request);
  await deps.gateway.verifyIdentity(holder);
  return { verified: true, bankCode: request.bankCode, bankName: bankName(request.bankCode) ?? request.bankCode };
}

export async function preSign(
  deps: BankCardDeps,
  customerId: string,
  request: BankPreSignRequest,
  meta: { ip: string },
): Promise<BankPreSignResponse> {
  const { db, cipher, gateway } = deps;
  const holder = await holderOf(db, cipher, customerId, request);
  const cardNoHash = cipher.digest(request.cardNo);
  if (request.replaceTradeacco) {
    const old = await signedCardOf(db, customerId, request.replaceTradeacco);
    if (old.cardNoHash === cardNoHash) throw new AppError(BANK_CARD_ERRORS.REPLACE_SAME);
    await requireCardFree(deps.cardUsage, db, customerId, old.tradeacco);
  }
  const live = await findLiveCardByHash(db, customerId, cardNoHash);
  if (live?.status === 'signed') throw new AppError(BANK_CARD_ERRORS.DUPLICATE);
  // The bank refuses before anything is stored.
  const sent = await gateway.preSign(holder, meta);
  const pending = await db.transaction(async (tx) => {
    await deletePendingCards(tx, customerId);
    return insertPendingCard(tx, {
      customerId,
      bankCode: request.bankCode,
      cardNoEnc: cipher.encrypt(request.cardNo),
      cardNoHash,
      cardHead: request.cardNo.slice(0, 6),
      cardTail: request.cardNo.slice(-4),
      reservedMobile: request.reservedMobile,
      createdAt: deps.now(),
    });
  });
  return { tradeacco: pending.tradeacco, reservedMobile: maskMobile(request.reservedMobile), ...sent };
}

export interface PostSignResult {
  card: BankCardItem;
  replaced: boolean;
  resigned: boolean;
}

// A pending card becomes signed (replacing the old card in the same transaction for change_bank);
// a signed card named here is being re-contracted (bank_sign) with the code re-contract sent.
export async function postSign(deps: BankCardDeps, customerId: string, request: BankPostSignRequest): Promise<PostSignResult> {
  const { db, gateway } = deps;
  const now = deps.now();
  const pending = await findOwnedCard(db, customerId, request.tradeacco, 'pending');
  if (!pending) {
    const signed = await signedCardOf(db, customerId, request.tradeacco);
    await gateway.postSign({ bankCode: signed.bankCode, mobile: signed.reservedMobile, smsCode: request.smsCode });
    const card = await markSigned(db, signed.id, { perOrderLimit: signed.perOrderLimit, perDayLimit: signed.perDayLimit, signedAt: now });
    return { card: toBankCardItem(card), replaced: false, resigned: true };
  }
  if (now.getTime() - pending.createdAt.getTime() > BANK_SIGN_TTL_SECONDS * 1000) throw new AppError(BANK_CARD_ERRORS.SIGN_EXPIRED);
  if (request.replaceTradeacco) {
    await signedCardOf(db, customerId, request.replaceTradeacco);
    await requireCardFree(deps.cardUsage, db, customerId, request.replaceTradeacco);
  }
  await gateway.postSign({ bankCode: pending.bankCode, mobile: pending.reservedMobile, smsCode: request.smsCode });
  const limits = bankLimits(pending.bankCode);
  const card = await db.transaction(async (tx) => {
    if (request.replaceTradeacco) {
      const old = await signedCardOf(tx, customerId, request.replaceTradeacco, true);
      await requireCardFree(deps.cardUsage, tx, customerId, old.tradeacco);
      await markUnbound(tx, old.id, now);
    }
    // A card signed meanwhile in another tab makes this one a duplicate (the live index would refuse it too).
    const live = await findLiveCardByHash(tx, customerId, pending.cardNoHash);
    if (live && live.id !== pending.id) throw new AppError(BANK_CARD_ERRORS.DUPLICATE);
    await recordConsents(tx, customerId, 'bindCard', now, null);
    return markSigned(tx, pending.id, { perOrderLimit: limits.perOrder, perDayLimit: limits.perDay, signedAt: now });
  });
  return { card: toBankCardItem(card), replaced: Boolean(request.replaceTradeacco), resigned: false };
}

// bank_sign: the bank sends a new code for a card that is already signed.
export async function reContract(
  deps: BankCardDeps,
  customerId: string,
  tradeacco: string,
  meta: { ip: string },
): Promise<BankPreSignResponse> {
  const { db, cipher, gateway } = deps;
  const card = await signedCardOf(db, customerId, tradeacco);
  const cardNo = cipher.decrypt(card.cardNoEnc);
  const holder = await holderOf(db, cipher, customerId, {
    bankCode: card.bankCode as BankVerifyRequest['bankCode'],
    cardNo,
    reservedMobile: card.reservedMobile,
  });
  const sent = await gateway.preSign(holder, meta);
  return { tradeacco: card.tradeacco, reservedMobile: maskMobile(card.reservedMobile), ...sent };
}

export async function unbindCard(deps: BankCardDeps, customerId: string, tradeacco: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const card = await signedCardOf(tx, customerId, tradeacco, true);
    await requireCardFree(deps.cardUsage, tx, customerId, tradeacco);
    await markUnbound(tx, card.id, now);
  });
}
