import { describe, expect, it } from 'vitest';
import { canBuyAtAll, investorType, productRiskLevel, riskMatches, PRODUCT_RISK_LEVELS, INVESTOR_TYPES } from './risk.ts';

describe('productRiskLevel', () => {
  it('maps levels 0 and 1 both to R1', () => {
    expect(productRiskLevel(0)).toBe('R1');
    expect(productRiskLevel('0')).toBe('R1');
    expect(productRiskLevel(1)).toBe('R1');
    expect(productRiskLevel('1')).toBe('R1');
  });

  it('maps 2..5 to R2..R5 and accepts the R-prefixed form', () => {
    expect(productRiskLevel(2)).toBe('R2');
    expect(productRiskLevel('5')).toBe('R5');
    expect(productRiskLevel('R3')).toBe('R3');
    expect(productRiskLevel('r4')).toBe('R4');
  });

  it('returns undefined for anything else', () => {
    expect(productRiskLevel(6)).toBeUndefined();
    expect(productRiskLevel('R6')).toBeUndefined();
    expect(productRiskLevel('')).toBeUndefined();
    expect(productRiskLevel(null)).toBeUndefined();
    expect(productRiskLevel(2.5)).toBeUndefined();
  });

  it('labels the levels in Chinese', () => {
    expect(PRODUCT_RISK_LEVELS.R1).toBe('低风险');
    expect(PRODUCT_RISK_LEVELS.R5).toBe('高风险');
  });
});

describe('investorType', () => {
  it('accepts numeric and C-prefixed forms', () => {
    expect(investorType('3')).toBe('C3');
    expect(investorType(5)).toBe('C5');
    expect(investorType('C0')).toBe('C0');
    expect(investorType('C6')).toBeUndefined();
    expect(investorType(undefined)).toBeUndefined();
  });

  it('labels C0 and C1 both as conservative', () => {
    expect(INVESTOR_TYPES.C0).toBe('保守型');
    expect(INVESTOR_TYPES.C1).toBe('保守型');
  });
});

describe('riskMatches', () => {
  it('lets Cn buy up to Rn', () => {
    expect(riskMatches('C3', 'R1')).toBe(true);
    expect(riskMatches('C3', 'R3')).toBe(true);
    expect(riskMatches('C3', 'R4')).toBe(false);
    expect(riskMatches('C5', 'R5')).toBe(true);
  });

  it('lets C0 and C1 buy only R1', () => {
    expect(riskMatches('C0', 'R1')).toBe(true);
    expect(riskMatches('C0', 0)).toBe(true);
    expect(riskMatches('C1', 'R2')).toBe(false);
    expect(riskMatches('C0', 'R2')).toBe(false);
  });

  it('does not match unknown inputs', () => {
    expect(riskMatches(undefined, 'R1')).toBe(false);
    expect(riskMatches('C3', 'R9')).toBe(false);
  });
});

describe('canBuyAtAll', () => {
  it('is a match within the investor level', () => {
    expect(canBuyAtAll('C2', 'R2')).toBe('match');
  });

  it('asks for confirmation above the level for C2 and higher', () => {
    expect(canBuyAtAll('C2', 'R3')).toBe('confirm');
    expect(canBuyAtAll('C4', 'R5')).toBe('confirm');
  });

  it('forbids conservative investors anything above R1', () => {
    expect(canBuyAtAll('C1', 'R2')).toBe('forbidden');
    expect(canBuyAtAll('C0', 'R5')).toBe('forbidden');
    expect(canBuyAtAll('C1', 'R1')).toBe('match');
  });

  it('forbids when the investor or product level is unknown', () => {
    expect(canBuyAtAll('', 'R1')).toBe('forbidden');
    expect(canBuyAtAll('C5', 'X')).toBe('forbidden');
  });
});
