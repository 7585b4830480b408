import { DICT_LABELS, DICT_NAMES, type DictKey } from '@fund-direct/domain/codes';
import {
  ACCOUNT_OPENING_ERRORS,
  ACCOUNT_OPENING_TEXT,
  TAX_RESIDENT_CHINA_ONLY,
  type ProfileFields,
  type ProfileResponse,
  type UserInfo,
} from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { maskIdNo } from '@fund-direct/domain/format';
import { isIdExpired, missingProfileFields } from '@fund-direct/domain/guards';
import type { Database, DbExecutor } from '../../db/database.ts';
import type { CustomerRow } from '../../db/schema/customer.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import { findCustomerById, profileFieldsOf } from '../auth/auth.public.ts';
import { toUserInfo } from '../auth/user-info.service.ts';
import { areaList } from '../content/static/static-data.service.ts';
import { dictHasCode, updateCustomer, type CustomerUpdate } from './account-opening.repository.ts';

export interface ProfileDeps {
  db: Database;
  cipher: FieldCipher;
  now: () => Date;
}

// Dictionary-coded profile fields and the dictionary each code must come from (§3 dictionaries by name).
const DICT_FIELDS = {
  liveNation: 'nationality',
  workcode: 'occupation',
  annualsalary: 'annualIncome',
  educational: 'education',
  marriage: 'maritalStatus',
  taxResident: 'taxResident',
  noTaxIdReason: 'noTaxIdReason',
} as const satisfies Partial<Record<keyof ProfileFields, DictKey>>;

async function checkDictCodes(db: DbExecutor, fields: ProfileFields): Promise<void> {
  for (const [field, key] of Object.entries(DICT_FIELDS) as [keyof typeof DICT_FIELDS, DictKey][]) {
    const value = fields[field];
    if (value === undefined) continue;
    if (!(await dictHasCode(db, DICT_NAMES[key], value))) {
      throw new AppError(ACCOUNT_OPENING_ERRORS.DICT_INVALID, ACCOUNT_OPENING_TEXT.dictInvalid(DICT_LABELS[key]));
    }
  }
}

// §3 area data: the county must lie in the city, the city in the province.
async function checkArea(fields: Pick<ProfileFields, 'provincecode' | 'cityno' | 'countyno'>): Promise<void> {
  const provinces = await areaList();
  const province = provinces.find((p) => p.provincecode === fields.provincecode);
  const city = province?.cities.find((c) => c.cityno === fields.cityno);
  const county = city?.counties.find((c) => c.countyno === fields.countyno);
  // Some cities (e.g. 东莞, 中山) have no county level; the city itself is chosen again.
  const cityWithoutCounties = city && city.counties.length === 0 && fields.countyno === fields.cityno;
  if (!county && !cityWithoutCounties) throw new AppError(ACCOUNT_OPENING_ERRORS.AREA_INVALID);
}

export async function checkProfileCodes(db: DbExecutor, fields: ProfileFields, now: Date): Promise<void> {
  // §4: an expired document cannot open an account nor be saved as the current one.
  if (isIdExpired(fields.invalidate, now)) throw new AppError(ACCOUNT_OPENING_ERRORS.ID_EXPIRED);
  await checkDictCodes(db, fields);
  await checkArea(fields);
}

// The customer columns of the profile; answers that no longer apply are cleared.
export function profileColumns(fields: ProfileFields, cipher: FieldCipher): CustomerUpdate {
  const chinaOnly = fields.taxResident === TAX_RESIDENT_CHINA_ONLY;
  const taxId = chinaOnly ? undefined : fields.taxId;
  return {
    invalidate: fields.invalidate,
    liveNation: fields.liveNation,
    nationality: fields.liveNation,
    workcode: fields.workcode,
    annualsalary: fields.annualsalary,
    educational: fields.educational,
    marriage: fields.marriage ?? null,
    provinceCode: fields.provincecode,
    cityCode: fields.cityno,
    countyCode: fields.countyno,
    address: fields.address,
    zipcode: fields.zipcode ?? null,
    taxResident: fields.taxResident,
    taxIdEnc: taxId ? cipher.encrypt(taxId) : null,
    noTaxIdReason: chinaOnly || taxId ? null : (fields.noTaxIdReason ?? null),
    myselfIsContorler: fields.myselfIsContorler,
    controllerName: fields.myselfIsContorler === '1' ? null : (fields.controllerName ?? null),
    myselfIsBfcy: fields.myselfIsBfcy,
    beneficiaryName: fields.myselfIsBfcy === '1' ? null : (fields.beneficiaryName ?? null),
    badintegrity: fields.badintegrity,
  };
}

function decryptMasked(cipher: FieldCipher, blob: string | null): string | null {
  if (!blob) return null;
  try {
    return maskIdNo(cipher.decrypt(blob));
  } catch {
    return null;
  }
}

export function toProfile(row: CustomerRow, cipher: FieldCipher): ProfileResponse {
  const idno = decryptMasked(cipher, row.idnoEnc);
  const missingFields = missingProfileFields(profileFieldsOf(row, idno));
  return {
    custname: row.custname,
    idtype: row.idtype,
    idno,
    sex: row.sex,
    birthday: row.birthday,
    mobileno: row.mobile,
    invalidate: row.invalidate,
    liveNation: row.liveNation,
    workcode: row.workcode,
    annualsalary: row.annualsalary,
    educational: row.educational,
    marriage: row.marriage,
    provincecode: row.provinceCode,
    cityno: row.cityCode,
    countyno: row.countyCode,
    address: row.address,
    zipcode: row.zipcode,
    taxResident: row.taxResident,
    taxIdMasked: decryptMasked(cipher, row.taxIdEnc),
    noTaxIdReason: row.noTaxIdReason,
    myselfIsContorler: row.myselfIsContorler,
    controllerName: row.controllerName,
    myselfIsBfcy: row.myselfIsBfcy,
    beneficiaryName: row.beneficiaryName,
    badintegrity: row.badintegrity,
    idcardupload: row.idcardupload,
    idcardRejectReason: row.idcardRejectReason,
    custbelongto: row.custbelongto,
    missingFields,
    complete: missingFields.length === 0,
  };
}

export async function customerOf(db: DbExecutor, customerId: string): Promise<CustomerRow> {
  const row = await findCustomerById(db, customerId);
  if (!row) throw new AppError('UNAUTHORIZED');
  return row;
}

export function assertPersonal(row: CustomerRow): void {
  if (row.custtype === '0') throw new AppError(ACCOUNT_OPENING_ERRORS.ENTERPRISE);
}

export async function profileOf(deps: ProfileDeps, customerId: string): Promise<ProfileResponse> {
  return toProfile(await customerOf(deps.db, customerId), deps.cipher);
}

// person_info: the profile fields only; name and document stay as verified in step 1.
export async function updateProfile(deps: ProfileDeps, customerId: string, fields: ProfileFields): Promise<UserInfo> {
  const row = await customerOf(deps.db, customerId);
  assertPersonal(row);
  const now = deps.now();
  await checkProfileCodes(deps.db, fields, now);
  await updateCustomer(deps.db, customerId, { ...profileColumns(fields, deps.cipher), updatedAt: now });
  return toUserInfo(await customerOf(deps.db, customerId), undefined, deps.cipher, now);
}
