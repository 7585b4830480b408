import { riskAssessmentExpired } from '@fund-direct/domain/codes';
import type { GuardUser } from '@fund-direct/domain/guards';
import type { CustomerRow } from '../../db/schema/customer.ts';
import { profileFieldsOf } from '../auth/auth.public.ts';

export type GuardCustomer = Pick<
  CustomerRow,
  | 'custtype'
  | 'custname'
  | 'idnoEnc'
  | 'idtype'
  | 'invalidate'
  | 'liveNation'
  | 'workcode'
  | 'annualsalary'
  | 'educational'
  | 'address'
  | 'mobile'
  | 'custbelongto'
  | 'idcardupload'
  | 'riskability'
  | 'riskinvalidate'
  | 'riskexpired'
>;

// §4/§6 guard input straight from the customer row. The chain only asks whether an ID number is on file,
// which the stored cipher text answers without decrypting it.
export function guardUserOf(row: GuardCustomer, now: Date): GuardUser {
  return {
    isEnterprise: row.custtype === '0' ? 1 : 0,
    ...profileFieldsOf(row, row.idnoEnc),
    custbelongto: row.custbelongto,
    idcardupload: row.idcardupload,
    riskability: row.riskability,
    riskexpired: riskExpiredFlag(row, now),
  };
}

// §4: expired once riskinvalidate is behind today (Shanghai), even while the stored flag still says '0'.
export function riskExpiredFlag(row: Pick<CustomerRow, 'riskability' | 'riskinvalidate' | 'riskexpired'>, now: Date): string | null {
  return row.riskability && riskAssessmentExpired(row.riskinvalidate, row.riskexpired, now) ? '1' : row.riskexpired;
}
