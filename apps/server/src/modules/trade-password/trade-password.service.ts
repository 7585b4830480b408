import { timingSafeEqual } from 'node:crypto';
import { shanghaiDate } from '@fund-direct/domain/calendar';
import {
  RESET_TRADE_PASSWORD_PURPOSE,
  TRADE_PASSWORD_ERRORS,
  TRADE_PASSWORD_LIMITS,
  TRADE_PASSWORD_TEXT,
  type TradePasswordModifyRequest,
  type TradePasswordResetRequest,
  type TradePasswordSetRequest,
  type TradePasswordState,
} from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { tradePasswordWeakness } from '@fund-direct/domain/validate';
import type { DbExecutor } from '../../db/database.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import { passwordHasherFor } from '../auth/auth.public.ts';
import type { PasswordHasher } from '../auth/auth.public.ts';
import type { SmsCodeService } from '../serve/sms-code.service.ts';
import {
  addTradePasswordFailure,
  clearTradePasswordFailures,
  findTradePasswordRecord,
  replaceTradePassword,
  setFirstTradePassword,
  type TradePasswordRecord,
} from './trade-password.repository.ts';

export interface TradePasswordDeps {
  db: DbExecutor;
  hasher: PasswordHasher;
  sms: SmsCodeService;
  cipher: FieldCipher;
  now: () => Date;
}

async function recordOf(db: DbExecutor, customerId: string): Promise<TradePasswordRecord> {
  const record = await findTradePasswordRecord(db, customerId);
  if (!record) throw new AppError('UNAUTHORIZED');
  return record;
}

// Failures count per Shanghai calendar day: yesterday's do not lock today.
function failuresToday(record: Pick<TradePasswordRecord, 'failures' | 'failureDay'>, now: Date): number {
  return record.failureDay === shanghaiDate(now) ? record.failures : 0;
}

export function tradePasswordLocked(record: Pick<TradePasswordRecord, 'failures' | 'failureDay'>, now: Date): boolean {
  return failuresToday(record, now) >= TRADE_PASSWORD_LIMITS.maxDailyFailures;
}

export async function hasTradePassword(db: DbExecutor, customerId: string): Promise<boolean> {
  return Boolean((await findTradePasswordRecord(db, customerId))?.hash);
}

export async function tradePasswordState(db: DbExecutor, customerId: string, now: Date): Promise<TradePasswordState> {
  const record = await recordOf(db, customerId);
  return { set: Boolean(record.hash), locked: tradePasswordLocked(record, now) };
}

// Trading asks for the trade password through this. Five wrong answers in one Shanghai day lock it until
// the next day (a reset unlocks at once); a right answer clears the count.
export async function verifyTradePassword(
  db: DbExecutor,
  customerId: string,
  plain: string,
  now: Date,
  wrongText: (left: number) => string = TRADE_PASSWORD_TEXT.wrong,
): Promise<void> {
  const record = await recordOf(db, customerId);
  if (!record.hash) throw new AppError(TRADE_PASSWORD_ERRORS.NOT_SET);
  if (tradePasswordLocked(record, now)) throw new AppError(TRADE_PASSWORD_ERRORS.LOCKED);
  const hasher = passwordHasherFor(process.env.NODE_ENV ?? 'development');
  if (await hasher.verify(plain, record.hash)) {
    if (record.failures > 0 || record.failureDay) await clearTradePasswordFailures(db, customerId);
    return;
  }
  const failures = await addTradePasswordFailure(db, customerId, shanghaiDate(now));
  const left = TRADE_PASSWORD_LIMITS.maxDailyFailures - failures;
  if (left <= 0) throw new AppError(TRADE_PASSWORD_ERRORS.LOCKED);
  throw new AppError(TRADE_PASSWORD_ERRORS.WRONG, wrongText(left));
}

// §2: not all the same digit, not a sequence, not the birthday.
function refuseWeak(plain: string, record: TradePasswordRecord): void {
  const reason = tradePasswordWeakness(plain, record.birthday ?? undefined);
  if (reason) throw new AppError(TRADE_PASSWORD_ERRORS.WEAK, reason);
}

export async function setTradePassword(deps: TradePasswordDeps, customerId: string, input: TradePasswordSetRequest): Promise<void> {
  const record = await recordOf(deps.db, customerId);
  if (record.hash) throw new AppError(TRADE_PASSWORD_ERRORS.ALREADY_SET);
  refuseWeak(input.tradePassword, record);
  const hash = await deps.hasher.hash(input.tradePassword);
  if (!(await setFirstTradePassword(deps.db, customerId, hash, deps.now()))) throw new AppError(TRADE_PASSWORD_ERRORS.ALREADY_SET);
}

export async function modifyTradePassword(deps: TradePasswordDeps, customerId: string, input: TradePasswordModifyRequest): Promise<void> {
  const record = await recordOf(deps.db, customerId);
  if (!record.hash) throw new AppError(TRADE_PASSWORD_ERRORS.NOT_SET);
  if (input.oldPassword === input.tradePassword) throw new AppError(TRADE_PASSWORD_ERRORS.WEAK, TRADE_PASSWORD_TEXT.samePassword);
  refuseWeak(input.tradePassword, record);
  await verifyTradePassword(deps.db, customerId, input.oldPassword, deps.now(), TRADE_PASSWORD_TEXT.oldWrong);
  await replaceTradePassword(deps.db, customerId, await deps.hasher.hash(input.tradePassword), deps.now());
}

function sameIdno(cipher: FieldCipher, record: TradePasswordRecord, idno: string): boolean {
  const normalised = idno.trim().toUpperCase();
  if (record.idnoHash) {
    const given = Buffer.from(cipher.digest(normalised), 'utf8');
    const stored = Buffer.from(record.idnoHash, 'utf8');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
  try {
    return record.idnoEnc !== null && cipher.decrypt(record.idnoEnc).trim().toUpperCase() === normalised;
  } catch {
    return false;
  }
}

// §2 reset_trade_pwd: an SMS code to the registered mobile first (its tries and sends are limited, so the ID
// number cannot be guessed faster than codes are sent), then the ID number on file. Unlocks a locked password.
export async function resetTradePassword(deps: TradePasswordDeps, customerId: string, input: TradePasswordResetRequest): Promise<void> {
  const record = await recordOf(deps.db, customerId);
  if (!record.hash) throw new AppError(TRADE_PASSWORD_ERRORS.NOT_SET);
  if (!record.idnoHash && !record.idnoEnc) throw new AppError(TRADE_PASSWORD_ERRORS.NO_IDENTITY);
  refuseWeak(input.tradePassword, record);
  await deps.sms.verify(record.mobile, RESET_TRADE_PASSWORD_PURPOSE, input.smsCode);
  if (!sameIdno(deps.cipher, record, input.idno)) throw new AppError(TRADE_PASSWORD_ERRORS.IDNO_WRONG);
  await replaceTradePassword(deps.db, customerId, await deps.hasher.hash(input.tradePassword), deps.now());
}
