import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCareMode } from '@/lib/care-mode.ts';
import { RiskTag } from './risk-tag.tsx';

afterEach(() => act(() => setCareMode(false)));

describe('RiskTag', () => {
  it('names the level, and in 关怀模式 says what it means in plain words', () => {
    render(<RiskTag level="R4" withCode />);
    expect(screen.getByText('R4 中高风险')).toBeTruthy();
    act(() => setCareMode(true));
    expect(screen.getByText('R4 中高风险（净值涨跌较大，可能亏损较多本金）')).toBeTruthy();
  });
});
