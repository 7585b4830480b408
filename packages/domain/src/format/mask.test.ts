import { describe, expect, it } from 'vitest';
import { maskCardLong, maskCardShort, maskIdNo, maskMobile, phoneTail } from './mask.ts';

describe('masking', () => {
  it('shows a card as first 4 and last 4', () => {
    expect(maskCardShort('6222021234567891234')).toBe('6222****1234');
  });

  it('shows a card as first 6, 10 stars and last 4', () => {
    expect(maskCardLong('6222021234567891234')).toBe('622202**********1234');
  });

  it('shows a phone as first 3, four stars and last 4', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
  });

  it('gives the last 4 characters as the phone tail', () => {
    expect(phoneTail('13800138000')).toBe('8000');
  });

  it('gives no phone tail for a value too short to be a phone number', () => {
    expect(phoneTail('12')).toBe('');
    expect(phoneTail('1381234')).toBe('');
  });

  it('shows an ID number as first 3, stars and last 4', () => {
    expect(maskIdNo('11010519491231002X')).toBe('110***********002X');
  });

  it('shows the ID middle with one star per character for 15-character numbers', () => {
    expect(maskIdNo('110105491231002')).toBe('110********1002');
  });

  it('returns empty values empty', () => {
    expect(maskCardShort(undefined)).toBe('');
    expect(maskMobile('')).toBe('');
  });

  it('never shows a short phone value through the mask', () => {
    expect(maskMobile('1381234')).toBe('*******');
    expect(maskMobile('1381234567')).toBe('**********');
    expect(maskMobile('123')).toBe('***');
  });

  it('never shows a short card or ID value through the mask', () => {
    expect(maskCardShort('622202123456789')).toBe('*'.repeat(15));
    expect(maskCardShort('6222021234567890')).toBe('6222****7890');
    expect(maskCardLong('1234')).toBe('****');
    expect(maskCardLong('6222021234567890')).toBe('622202**********7890');
    expect(maskIdNo('123')).toBe('***');
    expect(maskIdNo('11010519491231')).toBe('*'.repeat(14));
  });
});
