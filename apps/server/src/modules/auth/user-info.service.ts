import { shanghaiDate, shanghaiTime } from '@fund-direct/domain/calendar';
import { riskAssessmentExpired } from '@fund-direct/domain/codes';
import { AppError } from '@fund-direct/domain/errors';
import { TRADE_LOCK_STATES, type UserInfo } from '@fund-direct/domain/contracts';
import { maskIdNo } from '@fund-direct/domain/format';
import type { EnterpriseProfileRow } from '../../db/schema/auth.ts';
import type { CustomerRow } from '../../db/schema/customer.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import type { AuthDeps } from './auth-deps.ts';
import { findCustomerById, findEnterpriseProfile } from './customer.repository.ts';
import { lockMinutesLeft } from './lockout.ts';

// §3 user info. ID numbers leave the server masked; the full number stays encrypted at rest.
function maskedIdno(cipher: FieldCipher, blob: string | null | undefined): string | null {
  if (!blob) return null;
  try {
    return maskIdNo(cipher.decrypt(blob));
  } catch {
    return null;
  }
}

function formatTime(value: Date | null): string | null {
  if (!value) return null;
  // Asia/Shanghai wall-clock time, as the rest of the API shows times.
  return `${shanghaiDate(value)} ${shanghaiTime(value)}`;
}

export function toUserInfo(row: CustomerRow, profile: EnterpriseProfileRow | undefined, cipher: FieldCipher, now: Date): UserInfo {
  const enterprise = row.custtype === '0';
  return {
    clientid: row.custno,
    custUuid: row.id,
    custno: row.custno,
    custtype: row.custtype,
    custname: row.custname ?? profile?.orgName ?? null,
    idno: maskedIdno(cipher, row.idnoEnc),
    idtype: row.idtype,
    riskability: row.riskability,
    // §4: expired once riskinvalidate is behind today (Shanghai), even while the stored flag still says '0'.
    riskexpired: row.riskability && riskAssessmentExpired(row.riskinvalidate, row.riskexpired, now) ? '1' : row.riskexpired,
    riskinvalidate: row.riskinvalidate,
    tradeLockState:
      lockMinutesLeft({ failures: row.failedLogins, lockedUntil: row.lockedUntil }, now) > 0
        ? TRADE_LOCK_STATES.locked
        : TRADE_LOCK_STATES.open,
    mobilereg: row.mobile,
    emailreg: row.email,
    mobileno: row.mobile,
    imgurl: row.imgurl,
    lastlogintime: formatTime(row.lastLoginAt),
    custbelongto: row.custbelongto,
    liveNation: row.liveNation,
    sex: row.sex,
    birthday: row.birthday,
    marriage: row.marriage,
    invalidate: row.invalidate,
    annualsalary: row.annualsalary,
    educational: row.educational,
    address: row.address,
    workcode: row.workcode,
    zipcode: row.zipcode,
    faxtrust: row.faxtrust,
    myselfIsContorler: row.myselfIsContorler,
    myselfIsBfcy: row.myselfIsBfcy,
    badintegrity: row.badintegrity,
    oricustflag: row.oricustflag,
    idcardupload: row.idcardupload,
    isEnterprise: enterprise ? 1 : 0,
    transactorname: profile?.transactorName ?? null,
    transactoridtype: profile?.transactorIdtype ?? null,
    transactoridno: maskedIdno(cipher, profile?.transactorIdnoEnc),
    transactormobile: profile?.transactorMobile ?? null,
    instreprname: profile?.legalName ?? null,
    instrepridtype: profile?.legalIdtype ?? null,
    instrepridno: maskedIdno(cipher, profile?.legalIdnoEnc),
    accountFrozen: row.frozenAt && row.frozenReason ? { reason: row.frozenReason } : null,
  };
}

export async function userInfoOf(deps: AuthDeps, customerId: string): Promise<UserInfo> {
  const row = await findCustomerById(deps.db, customerId);
  if (!row) throw new AppError('UNAUTHORIZED');
  const profile = row.custtype === '0' ? await findEnterpriseProfile(deps.db, row.id) : undefined;
  return toUserInfo(row, profile, deps.cipher, deps.now());
}

// §4: an enterprise user is loaded through the organisation-info call; only one's own organisation.
export async function organisationInfoOf(deps: AuthDeps, customerId: string, clientid: string): Promise<UserInfo> {
  const info = await userInfoOf(deps, customerId);
  if (info.clientid !== clientid) throw new AppError('FORBIDDEN');
  return info;
}
