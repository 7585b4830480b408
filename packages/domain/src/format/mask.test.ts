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
    expect(phoneTail('12')).toBe('12');
  });

  it('shows an ID number as first 3, stars and last 4', () => {
    expect(maskIdNo('11010519491231002X')).toBe('110***********002X');
  });

  it('returns empty and short values unchanged', () => {
    expect(maskCardShort(undefined)).toBe('');
    expect(maskCardLong('1234')).toBe('1234');
    expect(maskMobile('')).toBe('');
    expect(maskIdNo('123')).toBe('123');
  });
});
