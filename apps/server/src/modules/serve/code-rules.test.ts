import { describe, expect, it } from 'vitest';
import { generateImageAnswer, generateSmsCode, hashCode, IMAGE_CODE_ALPHABET, sameHash } from './code-rules.ts';

describe('code rules', () => {
  it('makes 6-digit SMS codes, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, generateSmsCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });

  it('makes image answers from an unambiguous alphabet', () => {
    const answers = Array.from({ length: 200 }, generateImageAnswer);
    expect(answers.every((a) => a.length === 4 && [...a].every((c) => IMAGE_CODE_ALPHABET.includes(c)))).toBe(true);
    expect(IMAGE_CODE_ALPHABET).not.toMatch(/[0O1lI]/);
  });

  it('binds a hash to kind, subject and purpose; image answers ignore case', () => {
    const base = hashCode('sms', '13800000001', 'login', '123456');
    expect(sameHash(base, hashCode('sms', '13800000001', 'login', '123456'))).toBe(true);
    expect(sameHash(base, hashCode('sms', '13800000001', 'reset', '123456'))).toBe(false);
    expect(sameHash(base, hashCode('sms', '13800000002', 'login', '123456'))).toBe(false);
    expect(hashCode('image', 'id', 'image', 'AbCd')).toBe(hashCode('image', 'id', 'image', 'abcd'));
    expect(hashCode('sms', 'm', 'p', 'AbCd')).not.toBe(hashCode('sms', 'm', 'p', 'abcd'));
  });
});
