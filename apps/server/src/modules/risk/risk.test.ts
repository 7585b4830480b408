import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_YEAR_MS } from '@fund-direct/domain/constants';
import {
  RISK_ERRORS,
  RISK_TEXT,
  type CustomerRiskResponse,
  type RiskQuestionsResponse,
  type RiskResult,
  type UserInfo,
} from '@fund-direct/domain/contracts';
import { shanghaiYmd } from '@fund-direct/domain/format';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { envelope, passwordLogin, tokenOf } from '../../../test/modules/auth/auth.test-support.ts';
import { RISK_QUESTIONNAIRE } from './risk-questionnaire.seed-data.ts';

type Answers = Record<string, string[]>;

// Answers built from the seeded questionnaire: judgement questions "否" unless `lowest`, scored ones by `pick`.
function answers(pick: 'max' | 'min', lowest = false): Answers {
  const result: Answers = {};
  for (const q of RISK_QUESTIONNAIRE) {
    if (q.kind === 'lowest') {
      result[q.id] = [lowest && q.id === 1 ? 'A' : 'B'];
      continue;
    }
    const sorted = [...q.options].sort((a, b) => a.score - b.score);
    result[q.id] = [(pick === 'max' ? sorted[sorted.length - 1]! : sorted[0]!).value];
  }
  return result;
}

describe('risk assessment API', () => {
  let t: TestApp;
  let clock = new Date('2025-06-10T02:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(async () => t.close());

  const login = async (mobile: string) => tokenOf(await passwordLogin(t.app, mobile, 'Demo12345'));
  const get = async <T>(url: string, token: string) => envelope<T>(await signedInject(t.app, { method: 'GET', url, token }));
  const submit = async (token: string, body: Record<string, unknown>) =>
    envelope<RiskResult>(await signedInject(t.app, { method: 'POST', url: '/api/account/risk/submit', token, body }));

  it('needs a session', async () => {
    const response = await signedInject(t.app, { method: 'GET', url: '/api/account/risk/questions' });
    expect(response.statusCode).toBe(401);
  });

  it('hands out at least ten scored questions and the judgement questions, each with an empty selectIndex and no scores', async () => {
    const token = await login('13800000002');
    const body = await get<RiskQuestionsResponse>('/api/account/risk/questions', token);
    const list = body.data!.list;
    expect(list.filter((q) => q.kind === 'score').length).toBeGreaterThanOrEqual(10);
    expect(list.filter((q) => q.kind === 'lowest').length).toBeGreaterThanOrEqual(3);
    expect(list.map((q) => q.no)).toEqual(list.map((_, i) => i + 1));
    for (const q of list) {
      expect(q.selectIndex).toEqual([]);
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      for (const option of q.options) expect(Object.keys(option).sort()).toEqual(['label', 'value']);
    }
    expect(list.some((q) => q.multiple)).toBe(true);
  });

  it('refuses incomplete, invalid and over-answered questionnaires, naming the question', async () => {
    const token = await login('13800000002');
    const full = answers('max');
    const ids = RISK_QUESTIONNAIRE.map((q) => String(q.id));
    const missing = { ...full };
    delete missing[ids[6]!];
    expect(await submit(token, { answers: missing })).toMatchObject({
      code: RISK_ERRORS.ANSWER_MISSING.code,
      msg: RISK_TEXT.answerMissing(7),
    });
    const single = RISK_QUESTIONNAIRE.findIndex((q) => !q.multiple && q.kind === 'score');
    expect(await submit(token, { answers: { ...full, [ids[single]!]: ['A', 'B'] } })).toMatchObject({
      code: RISK_ERRORS.ANSWER_INVALID.code,
      msg: RISK_TEXT.singleChoice(single + 1),
    });
    expect(await submit(token, { answers: { ...full, [ids[0]!]: ['Z'] } })).toMatchObject({ msg: RISK_TEXT.answerInvalid(1) });
    expect(await submit(token, { answers: { ...full, 999: ['A'] } })).toMatchObject({ msg: RISK_TEXT.unknownQuestion });
    expect(await submit(token, {})).toMatchObject({ code: '1001', msg: RISK_TEXT.answersRequired });
    expect((await get<CustomerRiskResponse>('/api/account/risk/customer', token)).data).toEqual({ assessed: false, risk: null });
  });

  it('writes the level, its meaning, matches and a one-year expiry; retaking replaces it', async () => {
    const token = await login('13800000002');
    const first = await submit(token, { answers: answers('max') });
    expect(first).toMatchObject({ code: '0000', msg: RISK_TEXT.submitted });
    expect(first.data).toMatchObject({
      level: 'C5',
      riskability: '5',
      label: '进取型',
      score: 100,
      forcedLowest: false,
      matchedLevels: ['R1', 'R2', 'R3', 'R4', 'R5'],
      assessedAt: '2025-06-10',
      riskinvalidate: shanghaiYmd(clock.getTime() + ONE_YEAR_MS),
      expiresAt: '2026-06-10',
      expired: false,
    });
    const info = (await get<UserInfo>('/api/account/user-info', token)).data!;
    expect(info).toMatchObject({ riskability: '5', riskexpired: '0', riskinvalidate: '20260610' });

    const retake = await submit(token, { answers: answers('min') });
    expect(retake.data).toMatchObject({ level: 'C1', label: '保守型', forcedLowest: false, matchedLevels: ['R1'] });
    const current = (await get<CustomerRiskResponse>('/api/account/risk/customer', token)).data!;
    expect(current).toMatchObject({ assessed: true, risk: { level: 'C1', score: retake.data!.score } });
    expect((await get<UserInfo>('/api/account/user-info', token)).data!.riskability).toBe('1');
  });

  it('makes a customer C1 when a lowest-risk judgement answer is flagged, whatever the score', async () => {
    const token = await login('13800000005');
    const result = await submit(token, { answers: answers('max', true) });
    expect(result.data).toMatchObject({ level: 'C1', score: 100, forcedLowest: true, matchedLevels: ['R1'] });
  });

  it('reports the seeded demo levels: 13800000001 C3 valid, 13800000004 expired', async () => {
    const c3 = (await get<CustomerRiskResponse>('/api/account/risk/customer', await login('13800000001'))).data!;
    expect(c3).toMatchObject({ assessed: true, risk: { level: 'C3', label: '平衡型', matchedLevels: ['R1', 'R2', 'R3'], expired: false } });
    expect(c3.risk!.score).toBeGreaterThanOrEqual(41);
    expect(c3.risk!.score).toBeLessThanOrEqual(60);
    const expired = (await get<CustomerRiskResponse>('/api/account/risk/customer', await login('13800000004'))).data!;
    expect(expired).toMatchObject({ assessed: true, risk: { level: 'C2', expired: true } });
  });

  it("reports riskexpired '1' in user info once the expiry date has passed, although the column says '0'", async () => {
    const token = await login('13800000001');
    await submit(token, { answers: answers('max') });
    clock = new Date(clock.getTime() + ONE_YEAR_MS + 2 * 86_400_000);
    const fresh = await login('13800000001');
    expect((await get<UserInfo>('/api/account/user-info', fresh)).data).toMatchObject({ riskability: '5', riskexpired: '1' });
    expect((await get<CustomerRiskResponse>('/api/account/risk/customer', fresh)).data!.risk).toMatchObject({ expired: true });
  });
});
