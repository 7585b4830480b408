import { describe, expect, it } from 'vitest';
import { isSuccessReturn, returnCodeText } from './return-codes.ts';
import { confirmationCodeOf, exchangeCodeOfOrder } from './business-codes.ts';

describe('return codes', () => {
  it('only 0000 is a success', () => {
    expect(isSuccessReturn('0000')).toBe(true);
    expect(isSuccessReturn('2004')).toBe(false);
    expect(isSuccessReturn('')).toBe(false);
  });

  it('gives the customer the reason, or the code when the reason is unknown', () => {
    expect(returnCodeText('0000')).toBe('确认成功');
    expect(returnCodeText('2004')).toBe('确认失败：可用份额不足');
    expect(returnCodeText('7777')).toBe('确认失败（返回码7777），请联系客服');
  });
});

describe('business codes', () => {
  it('confirms an application with 100 + its code', () => {
    expect(confirmationCodeOf('022')).toBe('122');
    expect(confirmationCodeOf('001')).toBe('101');
  });

  it('sends every 定投 variant as 039 and every conversion as 036', () => {
    for (const code of ['090', '039', '093', '139', '988']) expect(exchangeCodeOfOrder(code)).toBe('039');
    for (const code of ['036', '037', '038']) expect(exchangeCodeOfOrder(code)).toBe('036');
    expect(exchangeCodeOfOrder('043')).toBeUndefined();
  });
});
