import { describe, expect, it } from 'vitest';
import { capitalText } from './capital-amount.ts';

describe('capitalText', () => {
  it('reads a typed amount in Chinese capitals', () => {
    expect(capitalText('10000.5')).toBe('壹万元伍角整');
    expect(capitalText('1002.03')).toBe('壹仟零贰元零叁分');
  });

  it('shows nothing for an empty, malformed, zero or negative amount', () => {
    expect(capitalText('')).toBeNull();
    expect(capitalText(undefined)).toBeNull();
    expect(capitalText('1.234')).toBeNull();
    expect(capitalText('0')).toBeNull();
    expect(capitalText('-5')).toBeNull();
  });

  it('shows nothing beyond the capital range', () => {
    expect(capitalText('1000000000000')).toBeNull();
  });
});
