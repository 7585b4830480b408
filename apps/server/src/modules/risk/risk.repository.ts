import { desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { riskAssessment, riskQuestion } from '../../db/schema/account.ts';
import { customer } from '../../db/schema/customer.ts';
import type { SeedQuestion } from './risk-questionnaire.seed-data.ts';

export type RiskQuestionRow = typeof riskQuestion.$inferSelect;
export type RiskAssessmentRow = typeof riskAssessment.$inferSelect;
export type NewRiskAssessmentRow = typeof riskAssessment.$inferInsert;

export async function listRiskQuestions(db: DbExecutor): Promise<RiskQuestionRow[]> {
  return db.select().from(riskQuestion).orderBy(riskQuestion.sort, riskQuestion.id);
}

// Replaces the questionnaire: upserts the questions in order and removes those no longer asked.
export async function replaceRiskQuestions(db: DbExecutor, questions: readonly SeedQuestion[]): Promise<void> {
  if (questions.length === 0) return;
  await db
    .insert(riskQuestion)
    .values(questions.map((q, sort) => ({ id: q.id, sort, title: q.title, kind: q.kind, multiple: q.multiple, options: q.options })))
    .onConflictDoUpdate({
      target: riskQuestion.id,
      set: {
        sort: sql`excluded.sort`,
        title: sql`excluded.title`,
        kind: sql`excluded.kind`,
        multiple: sql`excluded.multiple`,
        options: sql`excluded.options`,
      },
    });
  await db.delete(riskQuestion).where(
    notInArray(
      riskQuestion.id,
      questions.map((q) => q.id),
    ),
  );
}

export async function insertRiskAssessment(db: DbExecutor, row: NewRiskAssessmentRow): Promise<void> {
  await db.insert(riskAssessment).values(row);
}

export async function latestRiskAssessment(db: DbExecutor, customerId: string): Promise<RiskAssessmentRow | undefined> {
  const rows = await db
    .select()
    .from(riskAssessment)
    .where(eq(riskAssessment.customerId, customerId))
    .orderBy(desc(riskAssessment.assessedAt))
    .limit(1);
  return rows[0];
}

// §3 user-info columns: riskability is the level digit ('3' for C3), riskinvalidate yyyymmdd.
export async function setCustomerRisk(
  db: DbExecutor,
  customerId: string,
  risk: { riskability: string; riskinvalidate: string },
  now: Date,
): Promise<void> {
  await db
    .update(customer)
    .set({ riskability: risk.riskability, riskexpired: '0', riskinvalidate: risk.riskinvalidate, updatedAt: now })
    .where(eq(customer.id, customerId));
}
