import type { CodeTable } from './lookup.ts';

// §3: product risk levels.
export const PRODUCT_RISK_LEVELS = {
  R1: '低风险',
  R2: '中低风险',
  R3: '中风险',
  R4: '中高风险',
  R5: '高风险',
} as const satisfies CodeTable;

export type ProductRiskLevel = keyof typeof PRODUCT_RISK_LEVELS;

// §3: levels 0 and 1 both map to R1; accepts 3, '3' and 'R3'.
export function productRiskLevel(raw: unknown): ProductRiskLevel | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const match = /^R?([0-5])$/i.exec(String(raw).trim());
  if (!match) return undefined;
  const n = Math.max(1, Number(match[1]));
  return `R${n}` as ProductRiskLevel;
}

// §3: investor types. C0 and C1 are both conservative.
export const INVESTOR_TYPES = {
  C0: '保守型',
  C1: '保守型',
  C2: '稳健型',
  C3: '平衡型',
  C4: '积极型',
  C5: '进取型',
} as const satisfies CodeTable;

export type InvestorType = keyof typeof INVESTOR_TYPES;

// riskability may arrive as 3, '3' or 'C3'.
export function investorType(raw: unknown): InvestorType | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const match = /^C?([0-5])$/i.exec(String(raw).trim());
  return match ? (`C${match[1]}` as InvestorType) : undefined;
}

function investorRank(type: InvestorType): number {
  return Math.max(1, Number(type.slice(1)));
}

function productRank(level: ProductRiskLevel): number {
  return Number(level.slice(1));
}

// Cn may buy up to Rn; C0/C1 only R1.
export function riskMatches(investor: unknown, product: unknown): boolean {
  const type = investorType(investor);
  const level = productRiskLevel(product);
  if (!type || !level) return false;
  return productRank(level) <= investorRank(type);
}

export type RiskPurchaseDecision = 'match' | 'confirm' | 'forbidden';

// Conservative customers may never buy above R1; others may buy above their level only
// after an explicit, recorded confirmation. Unknown inputs are forbidden.
export function canBuyAtAll(investor: unknown, product: unknown): RiskPurchaseDecision {
  const type = investorType(investor);
  const level = productRiskLevel(product);
  if (!type || !level) return 'forbidden';
  if (riskMatches(type, level)) return 'match';
  return investorRank(type) <= 1 ? 'forbidden' : 'confirm';
}
