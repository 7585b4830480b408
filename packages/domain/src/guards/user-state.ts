import { isIdCardUploadSatisfied, NO_ACCOUNT_CUSTBELONGTO } from '../codes/customer.ts';
import { shanghaiYmd } from '../format/date.ts';
import { isEmpty } from '../validate/patterns.ts';

// §4: user info is complete only if none of these is empty.
export const REQUIRED_PROFILE_FIELDS = [
  'custname',
  'idno',
  'idtype',
  'invalidate',
  'liveNation',
  'workcode',
  'annualsalary',
  'educational',
  'address',
  'mobileno',
] as const;

export type ProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];

export type GuardUser = Partial<Record<ProfileField, string | null>> & {
  isEnterprise?: 0 | 1 | '0' | '1' | null;
  custbelongto?: string | null;
  idcardupload?: string | null;
  riskability?: string | number | null;
  riskexpired?: string | number | null;
};

// §4: ID documents valid without end carry this marker instead of a date.
export const ID_LONG_TERM = '长期';

export function isEnterpriseUser(user: Pick<GuardUser, 'isEnterprise'>): boolean {
  return Number(user.isEnterprise) === 1;
}

// §4: custbelongto '0' means no fund account; an empty value is treated the same way.
export function hasOpenAccount(user: Pick<GuardUser, 'custbelongto'>): boolean {
  return !isEmpty(user.custbelongto) && user.custbelongto !== NO_ACCOUNT_CUSTBELONGTO;
}

export function hasIdCardUploaded(user: Pick<GuardUser, 'idcardupload'>): boolean {
  return isIdCardUploadSatisfied(user.idcardupload);
}

export function missingProfileFields(user: GuardUser): ProfileField[] {
  return REQUIRED_PROFILE_FIELDS.filter((field) => isEmpty(user[field]));
}

export function isProfileComplete(user: GuardUser): boolean {
  return missingProfileFields(user).length === 0;
}

// §4: assessed if riskability exists; expired if riskexpired equals 1.
export function hasRiskAssessment(user: Pick<GuardUser, 'riskability'>): boolean {
  return !isEmpty(user.riskability);
}

export function isRiskExpired(user: Pick<GuardUser, 'riskexpired'>): boolean {
  return String(user.riskexpired ?? '') === '1';
}

// §4: expired if invalidate (yyyymmdd, China date) is before today; the document is valid through
// its last day. 长期 never expires; an empty or unreadable date is left to the profile check.
export function isIdExpired(invalidate: string | null | undefined, now: Date | number): boolean {
  if (isEmpty(invalidate) || invalidate.trim() === ID_LONG_TERM) return false;
  const ymd = invalidate.replace(/\D/g, '');
  if (ymd.length !== 8) return false;
  return ymd < shanghaiYmd(now);
}
