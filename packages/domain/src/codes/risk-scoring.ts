import { ONE_YEAR_MS } from '../constants/limits.ts';
import { shanghaiYmd } from '../format/date.ts';
import { INVESTOR_TYPES, PRODUCT_RISK_LEVELS, riskMatches, type InvestorType, type ProductRiskLevel } from './risk.ts';

// Issue 6: the one place where a questionnaire score becomes an investor type (C1–C5).
// Ten scored questions of at most 10 points each: 0–100. Each band is [min, max] inclusive.
export const RISK_SCORE_BANDS = [
  { level: 'C1', min: 0, max: 20 },
  { level: 'C2', min: 21, max: 40 },
  { level: 'C3', min: 41, max: 60 },
  { level: 'C4', min: 61, max: 80 },
  { level: 'C5', min: 81, max: Number.POSITIVE_INFINITY },
] as const satisfies readonly { level: InvestorType; min: number; max: number }[];

export type AssessedLevel = (typeof RISK_SCORE_BANDS)[number]['level'];

// The lowest risk category of the suitability rules: a judgement answer puts the customer here whatever the score.
export const LOWEST_RISK_LEVEL = 'C1' satisfies AssessedLevel;

export function levelForScore(score: number): AssessedLevel {
  if (!Number.isFinite(score) || score < 0) throw new RangeError('风险测评得分不正确');
  const band = RISK_SCORE_BANDS.find((b) => score >= b.min && score <= b.max);
  return band ? band.level : LOWEST_RISK_LEVEL;
}

export function assessedLevel(score: number, forcedLowest: boolean): AssessedLevel {
  return forcedLowest ? LOWEST_RISK_LEVEL : levelForScore(score);
}

// What each type means for the customer, shown on the result page.
export const INVESTOR_TYPE_MEANINGS: Record<AssessedLevel, string> = {
  C1: '您的风险承受能力较低，投资以保持本金安全和资金流动性为首要目标，不愿承担本金损失的风险。适合投资低风险（R1）产品，如货币市场基金。',
  C2: '您希望在本金相对安全的前提下获得稳定的收益，只能承受较小幅度的投资波动。适合投资低风险至中低风险（R1–R2）产品，如债券型基金。',
  C3: '您希望在风险与收益之间取得平衡，能够承受一定幅度的投资波动和本金损失。适合投资低风险至中风险（R1–R3）产品，如偏债混合型基金。',
  C4: '您追求较高的投资收益，能够承受较大幅度的投资波动和一定的本金损失。适合投资低风险至中高风险（R1–R4）产品，如偏股混合型基金、股票型基金。',
  C5: '您追求高收益，能够承受大幅度的投资波动和较大的本金损失。适合投资各风险等级（R1–R5）的产品。',
};

export function matchedProductLevels(level: InvestorType): ProductRiskLevel[] {
  return (Object.keys(PRODUCT_RISK_LEVELS) as ProductRiskLevel[]).filter((product) => riskMatches(level, product));
}

export function investorTypeLabel(level: InvestorType): string {
  return INVESTOR_TYPES[level];
}

// §9: an assessment is valid for one year (31536e6 ms); the expiry date is the Shanghai date of that instant (yyyymmdd).
export function riskExpiryDate(assessedAt: Date): string {
  return shanghaiYmd(assessedAt.getTime() + ONE_YEAR_MS);
}

// Expired once the Shanghai date is after riskinvalidate; a stored expired flag of '1' stays expired.
export function riskAssessmentExpired(
  riskinvalidate: string | null | undefined,
  riskexpired: string | null | undefined,
  now: Date,
): boolean {
  if (riskexpired === '1') return true;
  if (!riskinvalidate || !/^\d{8}$/.test(riskinvalidate)) return false;
  return riskinvalidate < shanghaiYmd(now);
}

export interface ScoredOption {
  value: string;
  score: number;
  // A lowest-risk judgement answer (e.g. "是" to 您是否不具有完全民事行为能力？).
  lowest?: boolean;
}

export interface ScoredQuestion {
  id: number;
  multiple: boolean;
  options: readonly ScoredOption[];
}

export type AnswerIssue = { kind: 'missing' | 'invalid' | 'single'; no: number } | { kind: 'unknown' };

export type AnswerScore = { ok: true; score: number; forcedLowest: boolean } | { ok: false; issue: AnswerIssue };

// Every question answered with existing values, single-choice questions with one; a multiple-choice
// question counts its highest chosen option, so that ticking more boxes does not raise the score.
// `questions` are in display order: `no` in an issue is the 1-based question number the customer sees.
export function scoreAnswers(questions: readonly ScoredQuestion[], answers: Readonly<Record<string, readonly string[]>>): AnswerScore {
  const known = new Set(questions.map((q) => String(q.id)));
  if (Object.keys(answers).some((id) => !known.has(id))) return { ok: false, issue: { kind: 'unknown' } };
  let score = 0;
  let forcedLowest = false;
  for (const [index, question] of questions.entries()) {
    const no = index + 1;
    const chosen = [...new Set(answers[String(question.id)] ?? [])];
    if (chosen.length === 0) return { ok: false, issue: { kind: 'missing', no } };
    if (!question.multiple && chosen.length > 1) return { ok: false, issue: { kind: 'single', no } };
    const options = chosen.map((value) => question.options.find((option) => option.value === value));
    if (options.some((option) => option === undefined)) return { ok: false, issue: { kind: 'invalid', no } };
    const picked = options as ScoredOption[];
    score += Math.max(...picked.map((option) => option.score));
    if (picked.some((option) => option.lowest === true)) forcedLowest = true;
  }
  return { ok: true, score, forcedLowest };
}
