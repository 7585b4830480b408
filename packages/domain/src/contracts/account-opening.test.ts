import { describe, expect, it } from 'vitest';
import { idCardCheckChar } from '../validate/id-card.ts';
import {
  detectImageType,
  identityStepRequest,
  isRealYmd,
  nextOpenAccountStep,
  profileUpdateRequest,
  type ProgressFacts,
} from './account-opening.ts';

const profile = {
  invalidate: '长期',
  liveNation: '156',
  workcode: '01',
  annualsalary: '2',
  educational: '2',
  provincecode: '31',
  cityno: '3101',
  countyno: '310101',
  address: '世纪大道100号',
  taxResident: '1',
  myselfIsContorler: '1',
  myselfIsBfcy: '1',
  badintegrity: '01',
};
const first17 = '11010119900307123';
const idno = first17 + idCardCheckChar(first17);

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe('detectImageType', () => {
  it('knows JPEG and PNG by their first bytes only', () => {
    expect(detectImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
  });

  it('refuses text, GIF, a truncated PNG signature and nothing at all', () => {
    expect(detectImageType(new TextEncoder().encode('hello.jpg'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('nextOpenAccountStep', () => {
  const done: ProgressFacts = {
    identityDone: true,
    idCardStatus: '1',
    bankCardBound: true,
    tradePasswordSet: true,
    riskDone: true,
    opened: false,
  };

  it('resumes at the first step not done, in the order of the flow', () => {
    expect(nextOpenAccountStep({ ...done, identityDone: false, idCardStatus: '0', bankCardBound: false })).toBe('identity');
    expect(nextOpenAccountStep({ ...done, idCardStatus: '0', bankCardBound: false })).toBe('idCard');
    expect(nextOpenAccountStep({ ...done, bankCardBound: false, riskDone: false })).toBe('bankCard');
    expect(nextOpenAccountStep({ ...done, tradePasswordSet: false })).toBe('tradePassword');
    expect(nextOpenAccountStep({ ...done, riskDone: false })).toBe('risk');
    expect(nextOpenAccountStep(done)).toBe('complete');
    expect(nextOpenAccountStep({ ...done, opened: true, bankCardBound: false })).toBe('done');
  });

  it('sends a rejected upload (4) back to the ID-card step; under review (2) goes on', () => {
    expect(nextOpenAccountStep({ ...done, idCardStatus: '4' })).toBe('idCard');
    expect(nextOpenAccountStep({ ...done, idCardStatus: '2' })).toBe('complete');
    expect(nextOpenAccountStep({ ...done, idCardStatus: '3' })).toBe('complete');
  });
});

describe('identityStepRequest', () => {
  it('accepts an ID card with a valid check digit', () => {
    expect(identityStepRequest.safeParse({ custname: '王明', idtype: '0', idno, ...profile }).success).toBe(true);
  });

  it('refuses a wrong check digit and a wrong birth date', () => {
    const wrong = first17 + (idno.endsWith('1') ? '2' : '1');
    expect(messages(identityStepRequest.safeParse({ custname: '王明', idtype: '0', idno: wrong, ...profile }))).toContain(
      '请输入正确的身份证号码',
    );
    const feb30 = '11010119900230123';
    expect(identityStepRequest.safeParse({ custname: '王明', idtype: '0', idno: feb30 + idCardCheckChar(feb30), ...profile }).success).toBe(
      false,
    );
  });

  it('asks for sex and birth date with other documents', () => {
    const passport = { custname: 'John Smith', idtype: '1', idno: 'E12345678', ...profile };
    expect(messages(identityStepRequest.safeParse(passport))).toEqual(['请选择性别', '请输入出生日期']);
    expect(identityStepRequest.safeParse({ ...passport, sex: '1', birthday: '19800101' }).success).toBe(true);
  });

  it('refuses login identifier types and names with digits', () => {
    expect(identityStepRequest.safeParse({ custname: '王明', idtype: '10', idno, ...profile }).success).toBe(false);
    expect(messages(identityStepRequest.safeParse({ custname: '王明2', idtype: '0', idno, ...profile }))).toContain(
      '姓名只能包含中文、英文字母和间隔号',
    );
  });
});

describe('profile rules', () => {
  it('reads the ID expiry as yyyymmdd or 长期', () => {
    expect(profileUpdateRequest.safeParse({ ...profile, invalidate: '20351231' }).success).toBe(true);
    expect(profileUpdateRequest.safeParse({ ...profile, invalidate: '20350231' }).success).toBe(false);
    expect(profileUpdateRequest.safeParse({ ...profile, invalidate: '永久' }).success).toBe(false);
    expect(isRealYmd('20240229')).toBe(true);
    expect(isRealYmd('20230229')).toBe(false);
  });

  it('needs a tax ID or its reason outside "Chinese tax resident only"', () => {
    expect(messages(profileUpdateRequest.safeParse({ ...profile, taxResident: '2' }))).toEqual([
      '请填写纳税人识别号或选择无纳税人识别号的原因',
    ]);
    expect(profileUpdateRequest.safeParse({ ...profile, taxResident: '2', taxId: 'A1234567' }).success).toBe(true);
    expect(profileUpdateRequest.safeParse({ ...profile, taxResident: '3', noTaxIdReason: '1' }).success).toBe(true);
  });

  it('needs the controller or beneficiary name when it is not oneself', () => {
    expect(messages(profileUpdateRequest.safeParse({ ...profile, myselfIsContorler: '0' }))).toEqual([
      '实际控制人不是本人时请填写实际控制人姓名',
    ]);
    expect(profileUpdateRequest.safeParse({ ...profile, myselfIsContorler: '0', controllerName: '王强' }).success).toBe(true);
    expect(messages(profileUpdateRequest.safeParse({ ...profile, myselfIsBfcy: '0', beneficiaryName: '  ' }))).toEqual([
      '受益所有人不是本人时请填写受益所有人姓名',
    ]);
  });

  it('allows only the two integrity records 01 and 09', () => {
    expect(profileUpdateRequest.safeParse({ ...profile, badintegrity: '09' }).success).toBe(true);
    expect(profileUpdateRequest.safeParse({ ...profile, badintegrity: '02' }).success).toBe(false);
  });
});
