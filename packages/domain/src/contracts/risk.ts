import { z } from 'zod';
import { INVESTOR_TYPES, PRODUCT_RISK_LEVELS, type InvestorType, type ProductRiskLevel } from '../codes/risk.ts';

// §7 Account: GET risk info (the questionnaire), GET customer risk info, POST submit risk.

export const RISK_TEXT = {
  answersRequired: '请完成风险测评问卷',
  answerMissing: (no: number) => `请回答第${no}题`,
  answerInvalid: (no: number) => `第${no}题的答案不正确`,
  singleChoice: (no: number) => `第${no}题为单选题，只能选择一个答案`,
  unknownQuestion: '测评答案中包含不存在的题目',
  submitted: '风险测评已完成',
  noQuestionnaire: '风险测评问卷暂不可用，请稍后再试',
  lowestRiskNotice: '根据您对最低风险等级判定问题的回答，您的风险承受能力等级为保守型（C1）。',
} as const;

// Refusals after the body has the right shape (HTTP 200 with their own code, §8 toasts msg).
export const RISK_ERRORS = {
  ANSWER_MISSING: { code: '2401', msg: RISK_TEXT.answersRequired, http: 200 },
  ANSWER_INVALID: { code: '2402', msg: RISK_TEXT.unknownQuestion, http: 200 },
  NO_QUESTIONNAIRE: { code: '2403', msg: RISK_TEXT.noQuestionnaire, http: 503 },
} as const satisfies Record<string, { code: string; msg: string; http: number }>;

const investorTypeCode = z.enum(Object.keys(INVESTOR_TYPES) as [InvestorType, ...InvestorType[]]);
const productLevelCode = z.enum(Object.keys(PRODUCT_RISK_LEVELS) as [ProductRiskLevel, ...ProductRiskLevel[]]);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// GET /api/account/risk/questions. Scores stay on the server; selectIndex starts empty (§3).
export const riskQuestionOption = z.object({ value: z.string(), label: z.string() });
export const riskQuestionItem = z.object({
  id: z.number().int(),
  no: z.number().int(),
  title: z.string(),
  // 'lowest': a lowest-risk judgement question (§3 dictionary); 'score': a scored question.
  kind: z.enum(['score', 'lowest']),
  multiple: z.boolean(),
  options: z.array(riskQuestionOption),
  selectIndex: z.array(z.string()),
});
export const riskQuestionsResponse = z.object({ list: z.array(riskQuestionItem) });

// POST /api/account/risk/submit: answers keyed by question id, each a list of option values.
export const riskSubmitRequest = z.object({
  answers: z
    .record(
      z.string().regex(/^\d{1,6}$/, RISK_TEXT.unknownQuestion),
      z.array(z.string().min(1).max(8), { error: RISK_TEXT.answersRequired }).max(20, RISK_TEXT.unknownQuestion),
      { error: RISK_TEXT.answersRequired },
    )
    .refine((answers) => Object.keys(answers).length <= 200, RISK_TEXT.unknownQuestion),
});

// The result of an assessment and the customer's current level (the result page and /account/risk).
export const riskResult = z.object({
  level: investorTypeCode,
  // The stored user-info value (§3 riskability), e.g. '3'.
  riskability: z.string(),
  label: z.string(),
  meaning: z.string(),
  score: z.number().int().nullable(),
  forcedLowest: z.boolean(),
  matchedLevels: z.array(productLevelCode),
  assessedAt: isoDate.nullable(),
  expiresAt: isoDate.nullable(),
  // yyyymmdd, as user info carries it.
  riskinvalidate: z.string().nullable(),
  expired: z.boolean(),
});

// GET /api/account/risk/customer
export const customerRiskResponse = z.object({ assessed: z.boolean(), risk: riskResult.nullable() });

export const RISK_CALLS = {
  riskQuestions: { method: 'GET', path: '/account/risk/questions', data: riskQuestionsResponse },
  customerRisk: { method: 'GET', path: '/account/risk/customer', data: customerRiskResponse },
  riskSubmit: { method: 'POST', path: '/account/risk/submit', body: riskSubmitRequest, data: riskResult },
} as const;

export type RiskQuestionItem = z.infer<typeof riskQuestionItem>;
export type RiskQuestionsResponse = z.infer<typeof riskQuestionsResponse>;
export type RiskSubmitRequest = z.infer<typeof riskSubmitRequest>;
export type RiskResult = z.infer<typeof riskResult>;
export type CustomerRiskResponse = z.infer<typeof customerRiskResponse>;
