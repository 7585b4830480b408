import { ID_TYPE_ID_CARD, NO_ACCOUNT_CUSTBELONGTO } from '@fund-direct/domain/codes';
import {
  ACCOUNT_OPENING_ERRORS,
  ID_CARD_STEP_DONE_STATUSES,
  nextOpenAccountStep,
  profileFields,
  type IdentityStepRequest,
  type OpenAccountProgress,
  type OpenAccountResponse,
} from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { shanghaiYmd } from '@fund-direct/domain/format';
import { hasOpenAccount, hasRiskAssessment, isRiskExpired } from '@fund-direct/domain/guards';
import { parseIdCard } from '@fund-direct/domain/validate';
import type { CustomerRow } from '../../db/schema/customer.ts';
import { hasSignedBankCard } from '../bank-card/bank-card.public.ts';
import { hasTradePassword } from '../trade-password/trade-password.service.ts';
import { fundAccountOf, idnoHeldByOther, insertFundAccount, lockCustomer, updateCustomer } from './account-opening.repository.ts';
import type { IdentityVerifier } from './identity-verifier.ts';
import { assertPersonal, checkProfileCodes, customerOf, profileColumns, type ProfileDeps } from './profile.service.ts';

export interface OpeningDeps extends ProfileDeps {
  verifier: IdentityVerifier;
}

// A valid assessment: assessed, not flagged expired, and its end date not before today in China.
function riskValid(row: CustomerRow, now: Date): boolean {
  if (!hasRiskAssessment(row) || isRiskExpired(row)) return false;
  return !row.riskinvalidate || row.riskinvalidate >= shanghaiYmd(now);
}

function identityDone(row: CustomerRow): boolean {
  return row.identityVerifiedAt !== null && row.idnoEnc !== null;
}

export async function progressOf(deps: ProfileDeps, customerId: string): Promise<OpenAccountProgress> {
  const row = await customerOf(deps.db, customerId);
  const [bankCardBound, tradePasswordSet, account] = await Promise.all([
    hasSignedBankCard(deps.db, customerId),
    hasTradePassword(deps.db, customerId),
    fundAccountOf(deps.db, customerId),
  ]);
  const facts = {
    // Accounts opened before this flow existed (demo, imported) count as verified.
    identityDone: identityDone(row) || hasOpenAccount(row),
    idCardStatus: row.idcardupload,
    bankCardBound,
    tradePasswordSet,
    riskDone: riskValid(row, deps.now()),
    opened: hasOpenAccount(row),
  };
  return {
    ...facts,
    idCardStatus: facts.idCardStatus as OpenAccountProgress['idCardStatus'],
    idCardRejectReason: row.idcardupload === '4' ? row.idcardRejectReason : null,
    fundAccountNo: account?.accountNo ?? null,
    nextStep: nextOpenAccountStep(facts),
  };
}

export async function verifyIdentity(verifier: IdentityVerifier, query: { custname: string; idtype: string; idno: string }): Promise<void> {
  const { verified } = await verifier.verify(query);
  if (!verified) throw new AppError(ACCOUNT_OPENING_ERRORS.IDENTITY_REFUSED);
}

// Step 1: the national identity check, then name, document and profile saved together.
export async function saveIdentity(deps: OpeningDeps, customerId: string, body: IdentityStepRequest): Promise<OpenAccountProgress> {
  const row = await customerOf(deps.db, customerId);
  assertPersonal(row);
  if (hasOpenAccount(row)) throw new AppError(ACCOUNT_OPENING_ERRORS.IDENTITY_LOCKED);
  const now = deps.now();
  const fields = profileFields.parse(body);
  await checkProfileCodes(deps.db, fields, now);

  const card = body.idtype === ID_TYPE_ID_CARD ? parseIdCard(body.idno) : null;
  const idno = card ? card.idno : body.idno.trim().toUpperCase();
  const idnoHash = deps.cipher.digest(idno);
  if (await idnoHeldByOther(deps.db, body.idtype, idnoHash, customerId)) throw new AppError(ACCOUNT_OPENING_ERRORS.IDNO_TAKEN);
  await verifyIdentity(deps.verifier, { custname: body.custname, idtype: body.idtype, idno });

  try {
    await updateCustomer(deps.db, customerId, {
      custname: body.custname,
      idtype: body.idtype,
      idnoEnc: deps.cipher.encrypt(idno),
      idnoHash,
      // §3: the ID card number carries the birth date and the sex.
      sex: card ? card.sex : (body.sex ?? null),
      birthday: card ? card.birthday : (body.birthday ?? null),
      ...profileColumns(fields, deps.cipher),
      identityVerifiedAt: now,
      updatedAt: now,
    });
  } catch (error) {
    // Two customers racing for one number: the unique index decides.
    if (await idnoHeldByOther(deps.db, body.idtype, idnoHash, customerId)) throw new AppError(ACCOUNT_OPENING_ERRORS.IDNO_TAKEN);
    throw error;
  }
  return progressOf(deps, customerId);
}

// Completion: every step done → custbelongto '1' and a fund account number. Repeating it answers the same account.
export async function openAccount(deps: ProfileDeps, customerId: string): Promise<OpenAccountResponse> {
  const progress = await progressOf(deps, customerId);
  const row = await customerOf(deps.db, customerId);
  assertPersonal(row);
  if (!progress.opened) {
    const ready =
      progress.identityDone &&
      (ID_CARD_STEP_DONE_STATUSES as readonly string[]).includes(progress.idCardStatus) &&
      progress.bankCardBound &&
      progress.tradePasswordSet &&
      progress.riskDone;
    if (!ready) throw new AppError(ACCOUNT_OPENING_ERRORS.STEPS_INCOMPLETE, undefined, { nextStep: progress.nextStep });
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const locked = await lockCustomer(tx, customerId);
    if (!locked) throw new AppError('UNAUTHORIZED');
    const existing = await fundAccountOf(tx, customerId);
    if (existing && locked.custbelongto !== NO_ACCOUNT_CUSTBELONGTO) {
      return {
        fundAccountNo: existing.accountNo,
        custbelongto: locked.custbelongto,
        openedAt: (locked.openedAt ?? existing.openedAt).toISOString(),
      };
    }
    const accountNo = existing?.accountNo ?? (await insertFundAccount(tx, customerId, now));
    await updateCustomer(tx, customerId, { custbelongto: '1', openedAt: now, updatedAt: now });
    return { fundAccountNo: accountNo, custbelongto: '1', openedAt: now.toISOString() };
  });
}
