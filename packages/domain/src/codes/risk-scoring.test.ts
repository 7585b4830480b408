import { describe, expect, it } from 'vitest';
import { ONE_YEAR_MS } from '../constants/limits.ts';
import {
  assessedLevel,
  INVESTOR_TYPE_MEANINGS,
  levelForScore,
  matchedProductLevels,
  riskAssessmentExpired,
  riskExpiryDate,
  RISK_SCORE_BANDS,
  scoreAnswers,
  type ScoredQuestion,
} from './risk-scoring.ts';

describe('levelForScore', () => {
  it.each([
    [0, 'C1'],
    [20, 'C1'],
    [21, 'C2'],
    [40, 'C2'],
    [41, 'C3'],
    [60, 'C3'],
    [61, 'C4'],
    [80, 'C4'],
    [81, 'C5'],
    [100, 'C5'],
  ])('scores %i as %s', (score, level) => {
    expect(levelForScore(score)).toBe(level);
  });

  it('has contiguous bands from 0 without gaps or overlaps', () => {
    expect(RISK_SCORE_BANDS[0].min).toBe(0);
    for (let i = 1; i < RISK_SCORE_BANDS.length; i++) expect(RISK_SCORE_BANDS[i]!.min).toBe(RISK_SCORE_BANDS[i - 1]!.max + 1);
  });

  it('refuses negative and non-finite scores', () => {
    expect(() => levelForScore(-1)).toThrow(RangeError);
    expect(() => levelForScore(Number.NaN)).toThrow(RangeError);
  });
});

describe('assessedLevel', () => {
  it('puts a flagged lowest-risk answer in C1 whatever the score', () => {
    expect(assessedLevel(100, true)).toBe('C1');
    expect(assessedLevel(100, false)).toBe('C5');
  });
});

describe('level meaning and matches', () => {
  it('matches Cn with R1..Rn', () => {
    expect(matchedProductLevels('C1')).toEqual(['R1']);
    expect(matchedProductLevels('C3')).toEqual(['R1', 'R2', 'R3']);
    expect(matchedProductLevels('C5')).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
    expect(matchedProductLevels('C0')).toEqual(['R1']);
  });

  it('explains every assessed level', () => {
    for (const band of RISK_SCORE_BANDS) expect(INVESTOR_TYPE_MEANINGS[band.level]).toMatch(/R1/);
  });
});

describe('expiry', () => {
  it('expires one year (31536e6 ms) later, on the Shanghai date', () => {
    // 2025-03-03 17:00 UTC is 2025-03-04 01:00 in Shanghai.
    const at = new Date('2025-03-03T17:00:00Z');
    expect(riskExpiryDate(at)).toBe('20260304');
    expect(new Date(at.getTime() + ONE_YEAR_MS).toISOString().slice(0, 10)).toBe('2026-03-03');
  });

  it('is expired only after the expiry date, or when flagged', () => {
    const day = (iso: string) => new Date(`${iso}T12:00:00+08:00`);
    expect(riskAssessmentExpired('20260304', '0', day('2026-03-04'))).toBe(false);
    expect(riskAssessmentExpired('20260304', '0', day('2026-03-05'))).toBe(true);
    expect(riskAssessmentExpired('20260304', '1', day('2026-01-01'))).toBe(true);
    expect(riskAssessmentExpired(null, '0', day('2026-01-01'))).toBe(false);
  });
});

describe('scoreAnswers', () => {
  const questions: ScoredQuestion[] = [
    {
      id: 1,
      multiple: false,
      options: [
        { value: 'A', score: 0, lowest: true },
        { value: 'B', score: 0 },
      ],
    },
    {
      id: 2,
      multiple: false,
      options: [
        { value: 'A', score: 2 },
        { value: 'B', score: 10 },
      ],
    },
    {
      id: 3,
      multiple: true,
      options: [
        { value: 'A', score: 1 },
        { value: 'B', score: 5 },
        { value: 'C', score: 8 },
      ],
    },
  ];

  it('sums single answers and counts the highest option of a multiple-choice question', () => {
    expect(scoreAnswers(questions, { 1: ['B'], 2: ['B'], 3: ['A', 'C', 'B'] })).toEqual({ ok: true, score: 18, forcedLowest: false });
  });

  it('flags a lowest-risk answer', () => {
    expect(scoreAnswers(questions, { 1: ['A'], 2: ['B'], 3: ['C'] })).toEqual({ ok: true, score: 18, forcedLowest: true });
  });

  it('names the first unanswered question by its number', () => {
    expect(scoreAnswers(questions, { 1: ['B'], 3: ['A'] })).toEqual({ ok: false, issue: { kind: 'missing', no: 2 } });
    expect(scoreAnswers(questions, { 1: ['B'], 2: [], 3: ['A'] })).toEqual({ ok: false, issue: { kind: 'missing', no: 2 } });
  });

  it('refuses two values for a single-choice question, values that do not exist and unknown questions', () => {
    expect(scoreAnswers(questions, { 1: ['B'], 2: ['A', 'B'], 3: ['A'] })).toEqual({ ok: false, issue: { kind: 'single', no: 2 } });
    expect(scoreAnswers(questions, { 1: ['B'], 2: ['A'], 3: ['A', 'Z'] })).toEqual({ ok: false, issue: { kind: 'invalid', no: 3 } });
    expect(scoreAnswers(questions, { 1: ['B'], 2: ['A'], 3: ['A'], 9: ['A'] })).toEqual({ ok: false, issue: { kind: 'unknown' } });
  });

  it('counts a repeated value once', () => {
    expect(scoreAnswers(questions, { 1: ['B', 'B'], 2: ['A'], 3: ['B'] })).toEqual({ ok: true, score: 7, forcedLowest: false });
  });
});
