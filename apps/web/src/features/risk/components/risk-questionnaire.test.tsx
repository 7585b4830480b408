import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RISK_TEXT, type RiskQuestionsResponse, type RiskResult } from '@fund-direct/domain/contracts';
import { createQueryClient } from '@/lib/query-client.ts';
import { RiskQuestionnaire } from './risk-questionnaire.tsx';

const LAZY = { timeout: 15_000 };

const QUESTIONS: RiskQuestionsResponse = {
  list: [
    {
      id: 1,
      no: 1,
      title: '您是否不具有完全民事行为能力？',
      kind: 'lowest',
      multiple: false,
      options: [
        { value: 'A', label: '是' },
        { value: 'B', label: '否' },
      ],
      selectIndex: [],
    },
    {
      id: 105,
      no: 2,
      title: '您有过哪些金融产品的投资经历？',
      kind: 'score',
      multiple: true,
      options: [
        { value: 'A', label: '银行存款、国债' },
        { value: 'B', label: '债券型基金' },
        { value: 'C', label: '股票型基金' },
      ],
      selectIndex: [],
    },
  ],
};

const RESULT: RiskResult = {
  level: 'C3',
  riskability: '3',
  label: '平衡型',
  meaning: '您希望在风险与收益之间取得平衡。',
  score: 51,
  forcedLowest: false,
  matchedLevels: ['R1', 'R2', 'R3'],
  assessedAt: '2026-11-22',
  expiresAt: '2027-11-22',
  riskinvalidate: '20271122',
  expired: false,
};

let submitted: unknown[] = [];

beforeEach(() => {
  submitted = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = String(input);
    const json = (data: unknown) =>
      new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });
    if (url.startsWith('/api/account/risk/questions')) return json(QUESTIONS);
    if (url === '/api/account/risk/submit') {
      submitted.push(JSON.parse(String(init.body)));
      return json(RESULT);
    }
    throw new Error(`unexpected call ${url}`);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RiskQuestionnaire', () => {
  it('starts with nothing chosen, names the first unanswered question, then submits every answer', async () => {
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <RiskQuestionnaire onDone={onDone} />
        </App>
      </QueryClientProvider>,
    );
    const no = await screen.findByRole('radio', { name: 'B. 否' }, LAZY);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByText('已答 0/2 题')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: '提交测评' }));
    expect(await screen.findByText(RISK_TEXT.answerMissing(1))).toBeDefined();
    expect(submitted).toHaveLength(0);

    fireEvent.click(no);
    fireEvent.click(screen.getByRole('checkbox', { name: 'A. 银行存款、国债' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'C. 股票型基金' }));
    expect(screen.getByText('已答 2/2 题')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '提交测评' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(RESULT));
    expect(submitted).toEqual([expect.objectContaining({ answers: { 1: ['B'], 105: ['A', 'C'] } })]);
  }, 30_000);
});
