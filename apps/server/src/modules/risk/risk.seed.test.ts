import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { dictionaryItem, riskAssessment, riskQuestion } from '../../db/schema/account.ts';
import { customer } from '../../db/schema/customer.ts';
import { runSeeds } from '../../db/seed/seed-runner.ts';
import { createFieldCipher } from '../../security/field-cipher.ts';
import { createTestApp, testKeys, type TestApp } from '../../../test/support/test-app.ts';
import { dictionarySeed } from '../dictionary/dictionary.seed.ts';
import { demoTradePasswordSeed } from '../trade-password/demo-trade-password.seed.ts';
import { demoRiskSeed, riskSeed } from './risk.seed.ts';

describe('dictionary, questionnaire and demo trade-password seeds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const totals = async () => {
    const db = t.database.db;
    const [dicts] = await db.select({ n: count() }).from(dictionaryItem);
    const [questions] = await db.select({ n: count() }).from(riskQuestion);
    const [assessments] = await db.select({ n: count() }).from(riskAssessment);
    const hashes = await db.select({ mobile: customer.mobile, hash: customer.tradePasswordHash }).from(customer).orderBy(customer.mobile);
    return { dicts: dicts!.n, questions: questions!.n, assessments: assessments!.n, hashes };
  };

  it('changes nothing when run again', async () => {
    const before = await totals();
    expect(before.questions).toBeGreaterThanOrEqual(15);
    expect(before.assessments).toBe(3);
    const fieldCipher = createFieldCipher((await testKeys()).dataKey);
    await runSeeds({ database: t.database, fieldCipher, modules: [dictionarySeed, riskSeed, demoRiskSeed, demoTradePasswordSeed] });
    expect(await totals()).toEqual(before);
  });

  it('keeps a trade password the visitor changed', async () => {
    const db = t.database.db;
    await db.update(customer).set({ tradePasswordHash: 'changed' }).where(eq(customer.mobile, '13800000001'));
    await runSeeds({ database: t.database, fieldCipher: createFieldCipher((await testKeys()).dataKey), modules: [demoTradePasswordSeed] });
    const [row] = await db.select({ hash: customer.tradePasswordHash }).from(customer).where(eq(customer.mobile, '13800000001'));
    expect(row?.hash).toBe('changed');
  });
});
