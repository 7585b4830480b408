import { assessedLevel, scoreAnswers, type AssessedLevel } from '@fund-direct/domain/codes';
import { ONE_YEAR_MS } from '@fund-direct/domain/constants';
import type { SeedModule } from '../../db/seed/seed-module.ts';
import { findCustomerByMobile } from '../auth/auth.public.ts';
import { RISK_QUESTIONNAIRE } from './risk-questionnaire.seed-data.ts';
import { insertRiskAssessment, latestRiskAssessment, replaceRiskQuestions } from './risk.repository.ts';

const DAY_MS = 86_400_000;
const noToJudgement = Object.fromEntries(RISK_QUESTIONNAIRE.filter((q) => q.kind === 'lowest').map((q) => [String(q.id), ['B']]));

// Answers that score 51 (C3) and 27 (C2); checked against the scoring below so that they never drift.
const DEMO_ANSWERS: Record<'C3' | 'C2', Record<string, string[]>> = {
  C3: {
    ...noToJudgement,
    101: ['B'],
    102: ['B'],
    103: ['B'],
    104: ['C'],
    105: ['C', 'D'],
    106: ['C'],
    107: ['B'],
    108: ['B'],
    109: ['B'],
    110: ['B'],
  },
  C2: {
    ...noToJudgement,
    101: ['D'],
    102: ['B'],
    103: ['A'],
    104: ['B'],
    105: ['B', 'C'],
    106: ['B'],
    107: ['A'],
    108: ['A'],
    109: ['B'],
    110: ['A'],
  },
};

// The demo customers' assessments behind the levels that demo-accounts.seed.ts writes (13800000004's has expired).
const DEMO_ASSESSMENTS: readonly { mobile: string; level: 'C3' | 'C2'; expiresInMs: number }[] = [
  { mobile: '13800000001', level: 'C3', expiresInMs: ONE_YEAR_MS },
  { mobile: '13800000004', level: 'C2', expiresInMs: -30 * DAY_MS },
  { mobile: '13800000005', level: 'C3', expiresInMs: ONE_YEAR_MS },
];

function demoScore(level: AssessedLevel, answers: Record<string, string[]>): number {
  const scored = scoreAnswers(RISK_QUESTIONNAIRE, answers);
  if (!scored.ok || assessedLevel(scored.score, scored.forcedLowest) !== level) throw new Error(`demo risk answers do not give ${level}`);
  return scored.score;
}

// The questionnaire is reference data, seeded in production too.
export const riskSeed: SeedModule = {
  name: 'risk-questionnaire',
  async run({ tx }) {
    await replaceRiskQuestions(tx, RISK_QUESTIONNAIRE);
  },
};

// Demo only: in production a real customer could hold one of these mobiles.
export const demoRiskSeed: SeedModule = {
  name: 'demo-risk-assessments',
  demoOnly: true,
  async run({ tx, now }) {
    for (const demo of DEMO_ASSESSMENTS) {
      const row = await findCustomerByMobile(tx, demo.mobile);
      if (!row) continue;
      // Idempotent: nothing is added while the latest assessment already gives the level the demo seed wrote.
      if ((await latestRiskAssessment(tx, row.id))?.level === demo.level) continue;
      const answers = DEMO_ANSWERS[demo.level];
      const expiresAt = new Date(now.getTime() + demo.expiresInMs);
      await insertRiskAssessment(tx, {
        customerId: row.id,
        answers,
        score: demoScore(demo.level, answers),
        level: demo.level,
        forcedLowest: false,
        assessedAt: new Date(expiresAt.getTime() - ONE_YEAR_MS),
        expiresAt,
      });
    }
  },
};
