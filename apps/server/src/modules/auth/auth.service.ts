import { AppError } from '@fund-direct/domain/errors';
import {
  AUTH_ERRORS,
  type CodeLoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type TokenLoginRequest,
} from '@fund-direct/domain/contracts';
import { LOGIN_ID_TYPES } from '@fund-direct/domain/codes';
import { isMobile } from '@fund-direct/domain/validate';
import type { CustomerRow } from '../../db/schema/customer.ts';
import { recordLoginFailure } from '../../plugins/metrics-registry.ts';
import { subjectHash } from '../serve/serve.public.ts';
import type { AuthDeps, RequestMeta } from './auth-deps.ts';
import { insertAuthEvent } from './auth-event.repository.ts';
import { isCommonPassword } from './common-passwords.ts';
import {
  findCustomerByFundAccount,
  findClosedCustomer,
  findCustomerByIdno,
  findCustomerByMobile,
  insertPersonalCustomer,
  markLoggedIn,
} from './customer.repository.ts';
import {
  clearAfterLogin,
  countFailure,
  guardKeys,
  guardNeedsImageCode,
  markCustomerLocked,
  readGuard,
  refusalBeforeCheck,
  sendLockNotice,
} from './login-guard.ts';
import { recordConsents } from '../consent/consent.public.ts';

const UNIQUE_VIOLATION = '23505';

export function loginResult(token: string, row: CustomerRow): LoginResponse {
  return { accesstoken: token, clientid: row.custno, isEnterprise: row.custtype === '0' ? 1 : 0 };
}

export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError(AUTH_ERRORS.WEAK_PASSWORD);
}

// §7 register state: the one call that says whether a mobile is registered (rate limited per IP).
export async function registerState(deps: AuthDeps, mobile: string): Promise<{ registered: boolean }> {
  return { registered: (await findCustomerByMobile(deps.db, mobile)) !== undefined };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

// Issue 3: registration creates a personal customer with custbelongto '0' and logs the user in, in one transaction.
export async function register(deps: AuthDeps, input: RegisterRequest, meta: RequestMeta): Promise<LoginResponse> {
  refuseCommonPassword(input.password);
  if (await findCustomerByMobile(deps.db, input.mobile)) throw new AppError(AUTH_ERRORS.MOBILE_REGISTERED);
  // Hash first: a refusal for load then leaves the SMS code unused.
  const passwordHash = await deps.hasher.hash(input.password);
  await deps.sms.verify(input.mobile, 'register', input.smsCode);
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertPersonalCustomer(tx, { mobile: input.mobile, passwordHash, now });
      const { token } = await deps.sessions.create(row.id, meta, tx);
      await markLoggedIn(tx, row.id, now, true);
      await insertAuthEvent(tx, { type: 'register', at: now, customerId: row.id, ...meta });
      await recordConsents(tx, row.id, 'register', now, meta.ip);
      return loginResult(token, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(AUTH_ERRORS.MOBILE_REGISTERED);
    throw error;
  }
}

export async function findByLoginId(deps: AuthDeps, loginType: string, loginId: string): Promise<CustomerRow | undefined> {
  if (loginType === LOGIN_ID_TYPES.mobile) return isMobile(loginId) ? findCustomerByMobile(deps.db, loginId) : undefined;
  if (loginType === LOGIN_ID_TYPES.fundAccount) return findCustomerByFundAccount(deps.db, loginId);
  return findCustomerByIdno(deps.db, loginType, deps.cipher.digest(loginId.toUpperCase()));
}

// The closed account a login identifier named (none when it names an open one).
async function findClosedByLoginId(deps: AuthDeps, loginType: string, loginId: string): Promise<CustomerRow | undefined> {
  if (loginType === LOGIN_ID_TYPES.mobile) return isMobile(loginId) ? findClosedCustomer(deps.db, { mobile: loginId }) : undefined;
  if (loginType === LOGIN_ID_TYPES.fundAccount) return findClosedCustomer(deps.db, { accountNo: loginId });
  return findClosedCustomer(deps.db, { idtype: loginType, idnoHash: deps.cipher.digest(loginId.toUpperCase()) });
}

// §2 /login by password. Unknown identifiers go through the same steps (a decoy hash, counters of their own)
// so that the answers and their timing do not tell whether an account exists. Issue 16: failures are counted per
// source and per account (login-guard.ts), so a guesser locks out itself, not the owner.
export async function tokenLogin(deps: AuthDeps, input: TokenLoginRequest, meta: RequestMeta): Promise<LoginResponse> {
  const now = deps.now();
  const loginId = input.loginId.trim();
  const row = await findByLoginId(deps, input.loginType, loginId);
  const subject = subjectHash(`login:${input.loginType}:${loginId.toUpperCase()}`);
  const keys = guardKeys(meta, row ? `customer:${row.id}` : `unknown:${subject}`);
  const state = await readGuard(deps.db, keys);
  const event = { at: now, customerId: row?.id ?? null, subjectHash: subject, ip: meta.ip, userAgent: meta.userAgent };

  const refusal = refusalBeforeCheck(state, now);
  if (refusal) {
    recordLoginFailure('customer', 'locked');
    await insertAuthEvent(deps.db, { ...event, type: 'login-locked', detail: `refused=${refusal.code}` });
    throw refusal;
  }
  if (guardNeedsImageCode(state, now)) {
    if (!input.imageCodeId || !input.imageCode) throw new AppError(AUTH_ERRORS.IMAGE_CODE_REQUIRED, undefined, { imageCodeRequired: true });
    await deps.images.use(input.imageCodeId, input.imageCode);
  }
  // An identifier of a closed account only: its own password is checked in place of the decoy (the same cost), and
  // the right one is told the account was closed, uncounted. A wrong one fails like any other, so that closed
  // accounts cannot be found by guessing identifiers.
  const closed = row ? undefined : await findClosedByLoginId(deps, input.loginType, loginId);
  const valid = await deps.hasher.verify(input.password, (row ?? closed)?.passwordHash);
  if (valid && closed) {
    await insertAuthEvent(deps.db, { ...event, customerId: closed.id, type: 'login-closed', detail: `loginType=${input.loginType}` });
    throw new AppError(AUTH_ERRORS.ACCOUNT_CLOSED);
  }
  if (!valid || !row) {
    const outcome = await countFailure(deps.db, keys, now);
    if (outcome.accountLockedNow && row) {
      await markCustomerLocked(deps.db, row.id, (await readGuard(deps.db, keys)).account);
      await sendLockNotice(deps, row);
    }
    const locked = outcome.error.code === AUTH_ERRORS.LOGIN_LOCKED.code;
    recordLoginFailure('customer', locked ? 'locked' : 'password');
    await insertAuthEvent(deps.db, { ...event, type: locked ? 'login-locked' : 'login-failed', detail: outcome.detail });
    throw outcome.error;
  }
  return deps.db.transaction(async (tx) => {
    const { token } = await deps.sessions.create(row.id, meta, tx);
    await markLoggedIn(tx, row.id, now, true);
    await clearAfterLogin(tx, keys);
    await insertAuthEvent(tx, { ...event, type: 'login', detail: `loginType=${input.loginType}` });
    return loginResult(token, row);
  });
}

// §2 /login by SMS code. Password lockout does not stop it (it locks password login only).
export async function codeLogin(deps: AuthDeps, input: CodeLoginRequest, meta: RequestMeta): Promise<LoginResponse> {
  await deps.sms.verify(input.mobile, 'login', input.smsCode).catch((error: unknown) => {
    recordLoginFailure('customer', 'code');
    throw error;
  });
  const row = await findCustomerByMobile(deps.db, input.mobile);
  // Codes for unknown mobiles are never delivered, so this only happens if the account vanished meanwhile.
  if (!row) throw new AppError(AUTH_ERRORS.SMS_CODE_WRONG);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { token } = await deps.sessions.create(row.id, meta, tx);
    await markLoggedIn(tx, row.id, now, false);
    await insertAuthEvent(tx, { type: 'code-login', at: now, customerId: row.id, ...meta });
    return loginResult(token, row);
  });
}
