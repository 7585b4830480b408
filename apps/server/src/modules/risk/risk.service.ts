import {
  assessedLevel,
  INVESTOR_TYPE_MEANINGS,
  investorType,
  investorTypeLabel,
  riskAssessmentExpired,
  matchedProductLevels,
  riskExpiryDate,
  scoreAnswers,
  type AnswerIssue,
  type InvestorType,
} from '@fund-direct/domain/codes';
import {
  RISK_ERRORS,
  RISK_TEXT,
  type CustomerRiskResponse,
  type RiskQuestionsResponse,
  type RiskResult,
} from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { formatDate } from '@fund-direct/domain/format';
import { ONE_YEAR_MS } from '@fund-direct/domain/constants';
import type { Database } from '../../db/database.ts';
import type { CustomerRow } from '../../db/schema/customer.ts';
import { findCustomerById } from '../auth/auth.public.ts';
import {
  insertRiskAssessment,
  latestRiskAssessment,
  listRiskQuestions,
  setCustomerRisk,
  type RiskAssessmentRow,
} from './risk.repository.ts';

// §3: each question is handed out with an empty selectIndex; option scores stay on the server.
export async function riskQuestionnaire(db: Database): Promise<RiskQuestionsResponse> {
  const rows = await listRiskQuestions(db);
  return {
    list: rows.map((row, index) => ({
      id: row.id,
      no: index + 1,
      title: row.title,
      kind: row.kind === 'lowest' ? 'lowest' : 'score',
      multiple: row.multiple,
      options: row.options.map((option) => ({ value: option.value, label: option.label })),
      selectIndex: [],
    })),
  };
}

function answerError(issue: AnswerIssue): AppError {
  switch (issue.kind) {
    case 'missing':
      return new AppError(RISK_ERRORS.ANSWER_MISSING, RISK_TEXT.answerMissing(issue.no));
    case 'single':
      return new AppError(RISK_ERRORS.ANSWER_INVALID, RISK_TEXT.singleChoice(issue.no));
    case 'invalid':
      return new AppError(RISK_ERRORS.ANSWER_INVALID, RISK_TEXT.answerInvalid(issue.no));
    case 'unknown':
      return new AppError(RISK_ERRORS.ANSWER_INVALID, RISK_TEXT.unknownQuestion);
  }
}

function resultOf(
  level: InvestorType,
  riskinvalidate: string | null,
  assessment: Pick<RiskAssessmentRow, 'score' | 'forcedLowest' | 'assessedAt'> | undefined,
  expired: boolean,
): RiskResult {
  const meaningLevel = level === 'C0' ? 'C1' : level;
  return {
    level,
    riskability: level.slice(1),
    label: investorTypeLabel(level),
    meaning: INVESTOR_TYPE_MEANINGS[meaningLevel],
    score: assessment?.score ?? null,
    forcedLowest: assessment?.forcedLowest ?? false,
    matchedLevels: matchedProductLevels(level),
    assessedAt: assessment ? formatDate(assessment.assessedAt) : null,
    expiresAt: riskinvalidate && /^\d{8}$/.test(riskinvalidate) ? formatDate(riskinvalidate) : null,
    riskinvalidate,
    expired,
  };
}

// §3/§4: scored on the server; a lowest-risk judgement answer makes the customer C1; valid one year (§9).
// Retaking replaces the customer's level; earlier assessments stay as history.
export async function submitRiskAssessment(
  db: Database,
  customerId: string,
  answers: Record<string, string[]>,
  now: Date,
): Promise<RiskResult> {
  const questions = await listRiskQuestions(db);
  if (questions.length === 0) throw new AppError(RISK_ERRORS.NO_QUESTIONNAIRE);
  const scored = scoreAnswers(questions, answers);
  if (!scored.ok) throw answerError(scored.issue);
  const level = assessedLevel(scored.score, scored.forcedLowest);
  const riskinvalidate = riskExpiryDate(now);
  const assessment = { score: scored.score, forcedLowest: scored.forcedLowest, assessedAt: now };
  await db.transaction(async (tx) => {
    if (!(await findCustomerById(tx, customerId))) throw new AppError('UNAUTHORIZED');
    await insertRiskAssessment(tx, {
      customerId,
      answers,
      ...assessment,
      level,
      expiresAt: new Date(now.getTime() + ONE_YEAR_MS),
    });
    await setCustomerRisk(tx, customerId, { riskability: level.slice(1), riskinvalidate }, now);
  });
  return resultOf(level, riskinvalidate, assessment, false);
}

export function customerRiskOf(row: CustomerRow, assessment: RiskAssessmentRow | undefined, now: Date): CustomerRiskResponse {
  const level = investorType(row.riskability);
  if (!level) return { assessed: false, risk: null };
  // The assessment row belongs to the current level only when it set it (the seeded or a later one).
  const matching = assessment && assessment.level === level ? assessment : undefined;
  return {
    assessed: true,
    risk: resultOf(level, row.riskinvalidate, matching, riskAssessmentExpired(row.riskinvalidate, row.riskexpired, now)),
  };
}

export async function customerRisk(db: Database, customerId: string, now: Date): Promise<CustomerRiskResponse> {
  const row = await findCustomerById(db, customerId);
  if (!row) throw new AppError('UNAUTHORIZED');
  return customerRiskOf(row, await latestRiskAssessment(db, customerId), now);
}
