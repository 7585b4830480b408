import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  amountSchema,
  bankCardSchema,
  idCardSchema,
  imageCodeSchema,
  loginPasswordSchema,
  mobileSchema,
  positiveAmountSchema,
  smsCodeSchema,
  strongTradePasswordSchema,
  tradePasswordSchema,
} from './schemas.ts';

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('zod schemas', () => {
  it('mobile', () => {
    expect(mobileSchema.parse('13800138000')).toBe('13800138000');
    expect(messageOf(mobileSchema, '12800138000')).toBe('请输入正确的手机号码');
  });

  it('login password', () => {
    expect(loginPasswordSchema.safeParse('abc12345').success).toBe(true);
    expect(messageOf(loginPasswordSchema, 'abcdefgh')).toBe('登录密码须为8-20位字母和数字组合');
  });

  it('bank card', () => {
    expect(messageOf(bankCardSchema, '123')).toBe('银行卡号须为16-19位数字');
  });

  it('trade password', () => {
    expect(messageOf(tradePasswordSchema, '12345')).toBe('交易密码须为6位数字');
  });

  it('strong trade password names the weakness', () => {
    expect(messageOf(strongTradePasswordSchema('19900307'), '111111')).toBe('交易密码不能为6位相同数字');
    expect(messageOf(strongTradePasswordSchema('19900307'), '900307')).toBe('交易密码不能包含出生日期');
    expect(strongTradePasswordSchema('19900307').safeParse('135792').success).toBe(true);
  });

  it('amount', () => {
    expect(amountSchema.safeParse('-1.50').success).toBe(true);
    expect(messageOf(amountSchema, '1.505')).toBe('金额格式不正确，最多保留两位小数');
  });

  it('positive amount refuses zero and negatives', () => {
    expect(positiveAmountSchema.safeParse('0.01').success).toBe(true);
    expect(messageOf(positiveAmountSchema, '0.00')).toBe('金额须大于0');
    expect(messageOf(positiveAmountSchema, '-5')).toBe('金额须大于0');
  });

  it('ID card number, upper-casing the check character', () => {
    expect(idCardSchema.parse('11010519491231002x')).toBe('11010519491231002X');
    expect(messageOf(idCardSchema, '110101199003074478')).toBe('请输入正确的身份证号码');
  });

  it('image and SMS codes', () => {
    expect(messageOf(imageCodeSchema, 'ab')).toBe('图形验证码须为4-6位字母或数字');
    expect(messageOf(smsCodeSchema, '12345')).toBe('短信验证码须为6位数字');
  });
});
