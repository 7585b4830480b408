import { describe, expect, it } from 'vitest';
import { labelOf } from './lookup.ts';
import { RECORD_CODES, RECORD_STATUSES, recordKindOf, TRADE_BUSINESS_CODES, tradeKindOf } from './trade.ts';

describe('trade-business codes', () => {
  it('labels every code of §4', () => {
    expect(labelOf(TRADE_BUSINESS_CODES, '020')).toBe('认购');
    expect(labelOf(TRADE_BUSINESS_CODES, '022')).toBe('申购');
    expect(labelOf(TRADE_BUSINESS_CODES, '024')).toBe('赎回');
    expect(labelOf(TRADE_BUSINESS_CODES, '029')).toBe('修改分红方式');
    expect(labelOf(TRADE_BUSINESS_CODES, '043')).toBe('分红');
  });

  it('groups conversion and regular-investment codes', () => {
    expect(['036', '037', '038'].map(tradeKindOf)).toEqual(['convert', 'convert', 'convert']);
    expect(['090', '039', '093', '139', '988'].map(tradeKindOf)).toEqual(Array(5).fill('fixed'));
    expect(tradeKindOf('999')).toBeUndefined();
  });
});

describe('record codes', () => {
  it('groups the alternative record codes', () => {
    expect(recordKindOf('01')).toBe('subscribe');
    expect(recordKindOf('16')).toBe('convert');
    expect(recordKindOf('77')).toBe('fixed');
    expect(recordKindOf('74')).toBe('dividend');
    expect(labelOf(RECORD_CODES, '50')).toBe('基金成立');
    expect(recordKindOf(2)).toBeUndefined();
  });

  it('labels record statuses', () => {
    expect(RECORD_STATUSES).toEqual({ '0': '交易失败', '1': '确认成功', '4': '已撤单', '9': '待确认' });
  });
});
