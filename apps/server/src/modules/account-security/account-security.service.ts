import { AppError } from '@fund-direct/domain/errors';
import {
  ACCOUNT_SECURITY_ERRORS,
  MODIFY_PHONE_PURPOSE,
  type InstitutionPasswordRequest,
  type MobileUpdateRequest,
} from '@fund-direct/domain/contracts';
import type { AuthDeps, RequestMeta } from '../auth/auth.public.ts';
import { findCustomerById, findCustomerByMobile } from '../auth/auth.public.ts';
import { changeLoginPassword } from '../auth/password.service.ts';
import { insertMobileChangeEvent, setCustomerMobile } from './account-security.repository.ts';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

// §7 update mobile. The old mobile proved itself first (its modify-phone code traded for a ticket);
// here the new mobile's code is checked. Sessions stay valid: they belong to the customer, not the number.
export async function updateMobile(deps: AuthDeps, customerId: string, input: MobileUpdateRequest, meta: RequestMeta): Promise<string> {
  const row = await findCustomerById(deps.db, customerId);
  if (!row) throw new AppError('UNAUTHORIZED');
  if (input.newMobile === row.mobile) throw new AppError(ACCOUNT_SECURITY_ERRORS.MOBILE_SAME);
  const holder = await findCustomerByMobile(deps.db, input.newMobile);
  if (holder) throw new AppError(ACCOUNT_SECURITY_ERRORS.MOBILE_TAKEN);
  // The new code first: a wrong one counts a try and leaves the old mobile's ticket for another attempt.
  await deps.sms.verify(input.newMobile, MODIFY_PHONE_PURPOSE, input.smsCode);
  const verifiedMobile = await deps.sms.redeemTicket(input.ticket, MODIFY_PHONE_PURPOSE).catch(() => {
    throw new AppError(ACCOUNT_SECURITY_ERRORS.OLD_MOBILE_UNVERIFIED);
  });
  // A ticket for some other number (for example the new one) proves nothing about this account.
  if (verifiedMobile !== row.mobile) throw new AppError(ACCOUNT_SECURITY_ERRORS.OLD_MOBILE_UNVERIFIED);
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      await setCustomerMobile(tx, row.id, input.newMobile, now);
      await insertMobileChangeEvent(tx, { customerId: row.id, at: now, ...meta });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ACCOUNT_SECURITY_ERRORS.MOBILE_TAKEN);
    throw error;
  }
  return input.newMobile;
}

// §7 institution password change: an institution's password is its login password, so this is the
// login-password change (same strength rules, lockout and other sessions ended) kept to institutions.
export async function changeInstitutionPassword(
  deps: AuthDeps,
  customerId: string,
  sessionId: string,
  input: InstitutionPasswordRequest,
  meta: RequestMeta,
): Promise<void> {
  const row = await findCustomerById(deps.db, customerId);
  if (!row) throw new AppError('UNAUTHORIZED');
  if (row.custtype !== '0') throw new AppError(ACCOUNT_SECURITY_ERRORS.NOT_INSTITUTION);
  await changeLoginPassword(deps, customerId, sessionId, input, meta);
}
