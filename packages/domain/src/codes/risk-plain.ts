import { PRODUCT_RISK_LEVELS, productRiskLevel, type ProductRiskLevel } from './risk.ts';

// 关怀模式 (care mode) says what a risk level means for the customer's money, beside its regulatory name.
export const RISK_PLAIN_WORDS: Readonly<Record<ProductRiskLevel, string>> = {
  R1: '净值波动很小，亏损的可能很小',
  R2: '净值波动较小，可能有小额亏损',
  R3: '净值会有涨跌，可能亏损本金',
  R4: '净值涨跌较大，可能亏损较多本金',
  R5: '净值涨跌很大，可能大幅亏损本金',
};

// "中风险（净值会有涨跌，可能亏损本金）"; an unknown code comes back as it was given.
export function riskPlainLabel(raw: string): string {
  const level = productRiskLevel(raw);
  return level ? `${PRODUCT_RISK_LEVELS[level]}（${RISK_PLAIN_WORDS[level]}）` : raw;
}
