import { describe, expect, it } from 'vitest';
import {
  isAmount,
  isBankCardNo,
  isEmpty,
  isErrorEnvelope,
  isImageCode,
  isLoginPassword,
  isMobile,
  isSmsCode,
  isTradePassword,
} from './patterns.ts';

describe('isMobile', () => {
  it('accepts 11 digits starting with 1 and a second digit 3 to 9', () => {
    expect(['13800138000', '15912345678', '19900000000'].every(isMobile)).toBe(true);
  });

  it('refuses a second digit 0, 1 or 2', () => {
    expect(['10012345678', '11012345678', '12012345678'].some(isMobile)).toBe(false);
  });

  it('refuses wrong lengths, other first digits and non-strings', () => {
    expect(isMobile('1380013800')).toBe(false);
    expect(isMobile('138001380001')).toBe(false);
    expect(isMobile('23800138000')).toBe(false);
    expect(isMobile(13800138000)).toBe(false);
    expect(isMobile(' 13800138000')).toBe(false);
  });
});

describe('isLoginPassword', () => {
  it('accepts 8 to 20 letters and digits with at least one of each', () => {
    expect(isLoginPassword('abc12345')).toBe(true);
    expect(isLoginPassword('A1234567890123456789')).toBe(true);
  });

  it('refuses letters only or digits only', () => {
    expect(isLoginPassword('abcdefgh')).toBe(false);
    expect(isLoginPassword('12345678')).toBe(false);
  });

  it('refuses lengths outside 8 to 20', () => {
    expect(isLoginPassword('abc1234')).toBe(false);
    expect(isLoginPassword('a12345678901234567890')).toBe(false);
  });

  it('refuses any other character', () => {
    expect(isLoginPassword('abc1234!')).toBe(false);
    expect(isLoginPassword('abc 12345')).toBe(false);
    expect(isLoginPassword('密码abc12345')).toBe(false);
  });
});

describe('isBankCardNo', () => {
  it('accepts 16 to 19 digits', () => {
    expect(isBankCardNo('6222021234567890')).toBe(true);
    expect(isBankCardNo('6222021234567890123')).toBe(true);
  });

  it('refuses 15 or 20 digits and non-digits', () => {
    expect(isBankCardNo('622202123456789')).toBe(false);
    expect(isBankCardNo('62220212345678901234')).toBe(false);
    expect(isBankCardNo('6222 0212 3456 7890')).toBe(false);
  });
});

describe('isTradePassword', () => {
  it('accepts exactly 6 digits', () => {
    expect(isTradePassword('135790')).toBe(true);
    expect(isTradePassword('12345')).toBe(false);
    expect(isTradePassword('1234567')).toBe(false);
    expect(isTradePassword('12345a')).toBe(false);
  });
});

describe('isAmount', () => {
  it('accepts integers and up to 2 decimals with an optional minus', () => {
    expect(['100', '0.5', '100.25', '-3.10', '0'].every(isAmount)).toBe(true);
  });

  it('refuses 3 decimals, a dangling point, separators and plus signs', () => {
    expect(['1.234', '1.', '.5', '1,000', '+5', '', 'abc'].some(isAmount)).toBe(false);
  });
});

describe('isEmpty', () => {
  it('treats undefined, null and blank strings as empty', () => {
    expect([undefined, null, '', '   ', '\t\n'].every(isEmpty)).toBe(true);
  });

  it('does not treat 0, false or non-blank strings as empty', () => {
    expect([0, false, ' a ', [], {}].some(isEmpty)).toBe(false);
  });
});

describe('codes', () => {
  it('accepts 4 to 6 letters or digits as an image code', () => {
    expect(isImageCode('a1B2')).toBe(true);
    expect(isImageCode('abc')).toBe(false);
    expect(isImageCode('abcdefg')).toBe(false);
  });

  it('accepts 6 digits as an SMS code', () => {
    expect(isSmsCode('123456')).toBe(true);
    expect(isSmsCode('12345a')).toBe(false);
  });
});

describe('isErrorEnvelope', () => {
  it('needs both code and msg, and a non-success code', () => {
    expect(isErrorEnvelope({ code: '1001', msg: '请求参数不正确' })).toBe(true);
    expect(isErrorEnvelope({ code: '1001' })).toBe(false);
    expect(isErrorEnvelope({ code: '0000', msg: '成功' })).toBe(false);
    expect(isErrorEnvelope(null)).toBe(false);
  });
});
