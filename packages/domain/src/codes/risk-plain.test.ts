import { describe, expect, it } from 'vitest';
import { PRODUCT_RISK_LEVELS } from './risk.ts';
import { riskPlainLabel, RISK_PLAIN_WORDS } from './risk-plain.ts';

describe('plain-language risk labels', () => {
  it('say what every product risk level means for the money, after its name', () => {
    expect(Object.keys(RISK_PLAIN_WORDS).sort()).toEqual(Object.keys(PRODUCT_RISK_LEVELS).sort());
    expect(riskPlainLabel('R3')).toBe('中风险（净值会有涨跌，可能亏损本金）');
    expect(riskPlainLabel('5')).toBe('高风险（净值涨跌很大，可能大幅亏损本金）');
  });

  it('leave an unknown code as it was', () => {
    expect(riskPlainLabel('X9')).toBe('X9');
  });
});
