import type { ProfileField } from '@fund-direct/domain/guards';
import type { CustomerRow } from '../../db/schema/customer.ts';

export type ProfileColumns = Pick<
  CustomerRow,
  'custname' | 'idtype' | 'invalidate' | 'liveNation' | 'workcode' | 'annualsalary' | 'educational' | 'address' | 'mobile'
>;

// §4: the customer row's values of the profile fields the guard chain and person_info check. The ID number is passed
// in: person_info decrypts it, the guard only needs to know one is on file (the stored cipher text).
export function profileFieldsOf(row: ProfileColumns, idno: string | null): Record<ProfileField, string | null> {
  return {
    custname: row.custname,
    idno,
    idtype: row.idtype,
    invalidate: row.invalidate,
    liveNation: row.liveNation,
    workcode: row.workcode,
    annualsalary: row.annualsalary,
    educational: row.educational,
    address: row.address,
    mobileno: row.mobile,
  };
}
