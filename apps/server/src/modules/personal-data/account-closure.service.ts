import { shanghaiDate } from '@fund-direct/domain/calendar';
import {
  AML_RETENTION_YEARS,
  CLOSE_ACCOUNT_PURPOSE,
  CLOSURE_BLOCKERS,
  PERSONAL_DATA_ERRORS,
  retainUntil,
  type ClosureBlocker,
  type ClosureBlockerCode,
  type ClosureCheckResponse,
  type ClosureRequest,
} from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import type { DbExecutor } from '../../db/database.ts';
import { checkPassword, findCustomerById, insertAuthEvent, type AuthDeps, type RequestMeta } from '../auth/auth.public.ts';
import { hasTradePassword, verifyTradePassword } from '../trade-password/trade-password.service.ts';
import { closeCustomer, closureCounts, lockOpenCustomer } from './account-closure.repository.ts';

async function blockersOf(db: DbExecutor, customerId: string, now: Date): Promise<ClosureBlocker[]> {
  const counts = await closureCounts(db, customerId, shanghaiDate(now));
  return (Object.keys(CLOSURE_BLOCKERS) as ClosureBlockerCode[])
    .filter((code) => counts[code] > 0)
    .map((code) => ({ code, count: counts[code], ...CLOSURE_BLOCKERS[code] }));
}

export async function closureCheck(deps: AuthDeps, customerId: string): Promise<ClosureCheckResponse> {
  return {
    blockers: await blockersOf(deps.db, customerId, deps.now()),
    tradePasswordSet: await hasTradePassword(deps.db, customerId),
    retentionYears: AML_RETENTION_YEARS,
  };
}

// 销户: nothing may keep the account open; the trade password (the login password if none was ever set) and a
// code sent to the customer's mobile prove it is them. Checked again under the customer's lock.
export async function closeAccount(deps: AuthDeps, customerId: string, input: ClosureRequest, meta: RequestMeta): Promise<void> {
  const row = await findCustomerById(deps.db, customerId);
  if (!row || row.closedAt) throw new AppError('UNAUTHORIZED');
  if ((await blockersOf(deps.db, customerId, deps.now())).length > 0) throw new AppError(PERSONAL_DATA_ERRORS.CLOSE_BLOCKED);
  if (await hasTradePassword(deps.db, customerId)) {
    if (input.tradePassword === undefined) throw new AppError(PERSONAL_DATA_ERRORS.TRADE_PASSWORD_NEEDED);
    await verifyTradePassword(deps.db, customerId, input.tradePassword, deps.now());
  } else {
    if (input.password === undefined) throw new AppError(PERSONAL_DATA_ERRORS.LOGIN_PASSWORD_NEEDED);
    await checkPassword(deps, customerId, input.password, meta);
  }
  await deps.sms.verify(row.mobile, CLOSE_ACCOUNT_PURPOSE, input.smsCode);
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    if (!(await lockOpenCustomer(tx, customerId))) throw new AppError('UNAUTHORIZED');
    if ((await blockersOf(tx, customerId, now)).length > 0) throw new AppError(PERSONAL_DATA_ERRORS.CLOSE_BLOCKED);
    await closeCustomer(tx, { customerId, at: now, retainUntil: retainUntil(shanghaiDate(now)), ip: meta.ip, userAgent: meta.userAgent });
    await deps.sessions.revokeAllFor(customerId, undefined, tx);
    await insertAuthEvent(tx, { type: 'account-closed', at: now, customerId, ip: meta.ip, userAgent: meta.userAgent });
  });
}
