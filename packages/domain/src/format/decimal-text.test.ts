import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { MoneyDecimal } from '../money/decimal.ts';
import { decimalParts, fixedText, plainText, shiftPoint } from './decimal-text.ts';
import { formatLimit } from './limit.ts';
import { formatLargeNumber } from './magnitude.ts';
import { formatMoney, formatValue } from './money.ts';
import { formatPercent, percentToFraction } from './percent.ts';

// What the decimal library prints for the same value: half up, no '-0'.
function reference(value: Decimal.Value, places: number): string {
  const rounded = new MoneyDecimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(places);
}

// Values as they reach the formatters: decimal strings of every length and sign, numbers (some printed with an
// exponent), and decimals.
function samples(count: number): Decimal.Value[] {
  let state = 20_261_124;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  const values: Decimal.Value[] = [];
  for (let i = 0; i < count; i += 1) {
    const sign = next() < 0.4 ? '-' : '';
    const text = `${sign}${digits(Math.floor(next() * 9))}.${digits(Math.floor(next() * 9))}`.replace(/^(-?)\./, '$10.');
    const kind = i % 4;
    if (kind === 0) values.push(text.endsWith('.') ? text.slice(0, -1) : text);
    else if (kind === 1) values.push(Number(text) * 10 ** Math.floor(next() * 30 - 15));
    else if (kind === 2) values.push(new MoneyDecimal(text));
    else values.push(`${sign}0.00${digits(3)}5`);
  }
  return values;
}

// The §5 magnitude rule as the decimal library computes it: the first unit the value reaches, then the bigger one when
// the shown value rounds up to its boundary.
function largeNumberReference(value: Decimal.Value): string {
  const units = [
    { from: new MoneyDecimal('1e8'), unit: '亿' },
    { from: new MoneyDecimal('1e4'), unit: '万' },
    { from: new MoneyDecimal('1e3'), unit: '千' },
    { from: new MoneyDecimal(1), unit: '' },
  ];
  const number = new MoneyDecimal(value);
  const abs = number.abs();
  let index = units.findIndex(({ from }) => abs.gte(from));
  if (index === -1) index = units.length - 1;
  const shown = (i: number) => abs.dividedBy(units[i]!.from).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).times(units[i]!.from);
  while (index > 0 && shown(index).gte(units[index - 1]!.from)) index -= 1;
  return `${reference(number.dividedBy(units[index]!.from), 2)}${units[index]!.unit}`;
}

describe('fixed-point text without the decimal library', () => {
  it('formats large numbers in 亿, 万 and 千 as the decimal library does, for thousands of values', () => {
    const boundaries = ['99999999.995', '99999999.994', '9999.995', '999.995', '999.994', '1e8', '-1e4', '0.004', '1234567890.12'];
    for (const value of [...samples(4000), ...boundaries]) {
      expect(formatLargeNumber(value), String(value)).toBe(largeNumberReference(value));
    }
  });

  it('prints what the decimal library prints, rounded half up, for thousands of values', () => {
    for (const value of samples(4000)) {
      for (const places of [0, 2, 4]) {
        const parts = decimalParts(value);
        expect(parts && fixedText(parts, places), `${String(value)} to ${places} places`).toBe(reference(value, places));
      }
    }
  });

  it('rounds a tie away from zero and carries into the integer part', () => {
    expect(fixedText(decimalParts('99.995')!, 2)).toBe('100.00');
    expect(fixedText(decimalParts('-1.005')!, 2)).toBe('-1.01');
    expect(fixedText(decimalParts('0.5')!, 0)).toBe('1');
  });

  it('never prints a negative zero', () => {
    expect(fixedText(decimalParts('-0.004')!, 2)).toBe('0.00');
    expect(fixedText(decimalParts(-0)!, 2)).toBe('0.00');
  });

  it('reads the usual plain text and the rarer forms to the same digits', () => {
    const digits = (value: string) => decimalParts(value);
    expect(digits('-0012.3400')).toEqual({ negative: true, integer: '12', fraction: '34' });
    expect(digits('+12.34')).toEqual(digits('12.34'));
    expect(digits('12.')).toEqual(digits('12'));
    expect(digits('.5')).toEqual(digits('0.5'));
    expect(digits(' 7.10 ')).toEqual({ negative: false, integer: '7', fraction: '1' });
    expect(digits('0.000')).toEqual({ negative: false, integer: '', fraction: '' });
    expect(digits('1.2.3')).toBeUndefined();
  });

  it('reads numbers printed with an exponent', () => {
    expect(fixedText(decimalParts(1.5e-7)!, 8)).toBe('0.00000015');
    expect(fixedText(decimalParts(1e21)!, 0)).toBe('1000000000000000000000');
  });

  it('moves the point for a percentage', () => {
    expect(fixedText(shiftPoint(decimalParts('0.012345')!, 2), 2)).toBe('1.23');
    expect(fixedText(shiftPoint(decimalParts('-0.5')!, 2), 2)).toBe('-50.00');
  });

  it('divides by moving the point the other way, printing the shortest text', () => {
    expect(plainText(shiftPoint(decimalParts('12.5')!, -2))).toBe('0.125');
    expect(plainText(shiftPoint(decimalParts('-0.3')!, -2))).toBe('-0.003');
    expect(plainText(shiftPoint(decimalParts('1200')!, -2))).toBe('12');
    expect(percentToFraction('-5')).toBe('-0.05');
    for (const value of samples(500)) {
      const text = new MoneyDecimal(value).toFixed();
      expect(percentToFraction(text)).toBe(new MoneyDecimal(text).div(100).toFixed());
    }
  });

  it('shows limits as the decimal library did: 元 below 10000, 万元 cut to one decimal', () => {
    const old = (value: Decimal.Value) => {
      const limit = new MoneyDecimal(value);
      if (limit.isZero()) return '无限额';
      if (limit.abs().lt(10000)) return `${limit.toFixed()}元`;
      const wan = limit.dividedBy(10000);
      return wan.isInteger() ? `${wan.toFixed()}万元` : `${wan.toDecimalPlaces(1, Decimal.ROUND_DOWN).toFixed(1)}万元`;
    };
    for (const value of samples(1000).filter((v) => !new MoneyDecimal(v).isNegative())) {
      expect(formatLimit(value), String(value)).toBe(old(value));
    }
  });

  it('refuses what is not a decimal', () => {
    for (const value of ['1,000', '0x10', 'NaN', Infinity, {}, '1e', '.']) expect(decimalParts(value)).toBeUndefined();
    expect(decimalParts(new Decimal(NaN))).toBeUndefined();
  });

  it('keeps the formatters of §5 on the same results as the decimal library', () => {
    for (const value of samples(1000)) {
      expect(formatMoney(value)).toBe(
        reference(value, 2)
          .split('.')
          .map((part, i) => (i === 0 ? part.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : part))
          .join('.'),
      );
      expect(formatValue(value)).toBe(reference(value, 4));
      const percent = reference(new MoneyDecimal(value).times(100), 2);
      expect(formatPercent(value, { multiply100: true })).toBe(`${/^[^-]*[1-9]/.test(percent) ? '+' : ''}${percent}%`);
    }
  });
});
