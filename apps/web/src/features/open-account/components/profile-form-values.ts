import type { FormRule } from 'antd';
import { checkProfileRules, type ProfileFields, type ProfileResponse } from '@fund-direct/domain/contracts';

// What the profile part of a form holds; the area is one cascader value.
export interface ProfileFormValues {
  invalidate?: string;
  liveNation?: string;
  workcode?: string;
  annualsalary?: string;
  educational?: string;
  marriage?: string;
  area?: string[];
  address?: string;
  zipcode?: string;
  taxResident?: string;
  taxId?: string;
  noTaxIdReason?: string;
  myselfIsContorler?: '1' | '0';
  controllerName?: string;
  myselfIsBfcy?: '1' | '0';
  beneficiaryName?: string;
  badintegrity?: '01' | '09';
}

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

// The request fields of the profile (profileFields of the domain contract).
export function toProfileFields(values: ProfileFormValues): ProfileFields {
  const [provincecode = '', cityno = '', countyno = ''] = values.area ?? [];
  return {
    invalidate: values.invalidate ?? '',
    liveNation: values.liveNation ?? '',
    workcode: values.workcode ?? '',
    annualsalary: values.annualsalary ?? '',
    educational: values.educational ?? '',
    marriage: blankToUndefined(values.marriage),
    provincecode,
    cityno,
    countyno,
    address: values.address ?? '',
    zipcode: blankToUndefined(values.zipcode),
    taxResident: values.taxResident ?? '',
    taxId: blankToUndefined(values.taxId),
    noTaxIdReason: blankToUndefined(values.noTaxIdReason),
    myselfIsContorler: values.myselfIsContorler ?? '1',
    controllerName: blankToUndefined(values.controllerName),
    myselfIsBfcy: values.myselfIsBfcy ?? '1',
    beneficiaryName: blankToUndefined(values.beneficiaryName),
    badintegrity: values.badintegrity ?? '01',
  };
}

// person_info: the saved profile as form values (the tax ID is never sent back; it is typed again to change it).
export function fromProfile(profile: ProfileResponse): ProfileFormValues {
  const area =
    profile.provincecode && profile.cityno && profile.countyno ? [profile.provincecode, profile.cityno, profile.countyno] : undefined;
  return {
    invalidate: profile.invalidate ?? undefined,
    liveNation: profile.liveNation ?? undefined,
    workcode: profile.workcode ?? undefined,
    annualsalary: profile.annualsalary ?? undefined,
    educational: profile.educational ?? undefined,
    marriage: profile.marriage ?? undefined,
    area,
    address: profile.address ?? undefined,
    zipcode: profile.zipcode ?? undefined,
    taxResident: profile.taxResident ?? undefined,
    noTaxIdReason: profile.noTaxIdReason ?? undefined,
    myselfIsContorler: profile.myselfIsContorler === '0' ? '0' : '1',
    controllerName: profile.controllerName ?? undefined,
    myselfIsBfcy: profile.myselfIsBfcy === '0' ? '0' : '1',
    beneficiaryName: profile.beneficiaryName ?? undefined,
    badintegrity: profile.badintegrity === '09' ? '09' : '01',
  };
}

// The cross-field rules of the domain (tax ID or reason, controller, beneficiary) for one field.
export function profileCrossRule(field: keyof ProfileFields): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const issues: { message: string; path: PropertyKey[] }[] = [];
      checkProfileRules(toProfileFields(getFieldsValue(true) as ProfileFormValues), { addIssue: (issue) => issues.push(issue) });
      const issue = issues.find((item) => item.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });
}
