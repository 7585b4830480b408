import { AppError } from '@fund-direct/domain/errors';
import {
  AUTH_ERRORS,
  AUTH_LIMITS,
  AUTH_TEXT,
  type ChangeLoginPasswordRequest,
  type ResetLoginPasswordRequest,
} from '@fund-direct/domain/contracts';
import type { CustomerRow } from '../../db/schema/customer.ts';
import type { AuthDeps, RequestMeta } from './auth-deps.ts';
import { insertAuthEvent } from './auth-event.repository.ts';
import { refuseCommonPassword } from './auth.service.ts';
import { addCustomerFailure, findCustomerById, findCustomerByMobile, setPassword } from './customer.repository.ts';
import { failureError, lockedError, lockMinutesLeft, lockUntilFrom } from './lockout.ts';

async function customerOf(deps: AuthDeps, customerId: string): Promise<CustomerRow> {
  const row = await findCustomerById(deps.db, customerId);
  if (!row) throw new AppError('UNAUTHORIZED');
  return row;
}

// The signed-in customer's password, counted against the same lockout as login.
async function verifyOwnPassword(
  deps: AuthDeps,
  row: CustomerRow,
  password: string,
  meta: RequestMeta,
  wrongText: (left: number) => string,
): Promise<void> {
  const now = deps.now();
  const state = { failures: row.failedLogins, lockedUntil: row.lockedUntil };
  if (lockMinutesLeft(state, now) > 0) throw lockedError(state, now);
  if (await deps.hasher.verify(password, row.passwordHash)) return;
  const after = await addCustomerFailure(deps.db, row.id, now, AUTH_LIMITS.maxLoginFailures, lockUntilFrom(now));
  await insertAuthEvent(deps.db, {
    type: 'password-check-failed',
    at: now,
    customerId: row.id,
    detail: `failures=${after.failures}`,
    ...meta,
  });
  throw failureError(after, now, wrongText);
}

// §7 check password.
export async function checkPassword(deps: AuthDeps, customerId: string, password: string, meta: RequestMeta): Promise<void> {
  await verifyOwnPassword(deps, await customerOf(deps, customerId), password, meta, AUTH_TEXT.passwordWrong);
}

// §7 reset login password, with the ticket of a verified reset SMS code. Every session of the customer ends.
export async function resetLoginPassword(deps: AuthDeps, input: ResetLoginPasswordRequest, meta: RequestMeta): Promise<void> {
  refuseCommonPassword(input.newPassword);
  const passwordHash = await deps.hasher.hash(input.newPassword);
  const mobile = await deps.sms.redeemTicket(input.ticket, 'reset');
  const row = await findCustomerByMobile(deps.db, mobile);
  if (!row) throw new AppError(AUTH_ERRORS.TICKET_EXPIRED);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await setPassword(tx, row.id, passwordHash, now);
    await deps.sessions.revokeAllFor(row.id, undefined, tx);
    await insertAuthEvent(tx, { type: 'password-reset', at: now, customerId: row.id, ...meta });
  });
}

// §7 login password: changes it and ends the other sessions (the current one stays).
export async function changeLoginPassword(
  deps: AuthDeps,
  customerId: string,
  sessionId: string,
  input: ChangeLoginPasswordRequest,
  meta: RequestMeta,
): Promise<void> {
  const row = await customerOf(deps, customerId);
  if (input.oldPassword === input.newPassword) throw new AppError(AUTH_ERRORS.WEAK_PASSWORD, AUTH_TEXT.samePassword);
  refuseCommonPassword(input.newPassword);
  await verifyOwnPassword(deps, row, input.oldPassword, meta, AUTH_TEXT.oldPasswordWrong);
  const passwordHash = await deps.hasher.hash(input.newPassword);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await setPassword(tx, row.id, passwordHash, now);
    await deps.sessions.revokeAllFor(row.id, sessionId, tx);
    await insertAuthEvent(tx, { type: 'password-change', at: now, customerId: row.id, ...meta });
  });
}
