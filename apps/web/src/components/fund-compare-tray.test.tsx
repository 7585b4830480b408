import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '@/lib/local-storage.ts';
import { FundCompareButton } from './fund-compare-button.tsx';
import { fundCompareSelection } from './fund-compare-store.ts';
import { FundCompareTray } from './fund-compare-tray.tsx';

const warnings = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/feedback.ts', () => ({ toast: { warning: (text: string) => warnings.push(text) } }));

const FUNDS = [
  { fundCode: '000512', fundName: '沣泽价值精选混合A' },
  { fundCode: '000041', fundName: '沣泽全球科技(QDII)' },
  { fundCode: '017344', fundName: '沣泽美元债债券(QDII)' },
  { fundCode: '001266', fundName: '沣泽成长优选混合' },
  { fundCode: '013902', fundName: '沣泽可转债债券' },
];

const stored = () => JSON.parse(localStorage.getItem(LOCAL_KEYS.fundCompare) ?? 'null') as unknown;

function renderList() {
  return render(
    <MemoryRouter>
      {FUNDS.map((fund) => (
        <FundCompareButton key={fund.fundCode} fundCode={fund.fundCode} fundName={fund.fundName} />
      ))}
      <FundCompareTray />
    </MemoryRouter>,
  );
}

const tray = () => screen.getByRole('complementary', { name: '基金对比栏' });
const trayNames = () =>
  within(tray())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  localStorage.clear();
  warnings.length = 0;
});

describe('the fund comparison tray', () => {
  it('shows nothing until a fund is picked, and 开始对比 only from two funds', () => {
    renderList();
    expect(screen.queryByRole('complementary')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: `加入对比：${FUNDS[0]!.fundName}` }));
    expect(trayNames()).toEqual([FUNDS[0]!.fundName]);
    expect(within(tray()).getByRole('button', { name: '开始对比' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: `已加入对比：${FUNDS[0]!.fundName}` }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: `加入对比：${FUNDS[1]!.fundName}` }));
    expect(within(tray()).getByRole('link', { name: '开始对比' }).getAttribute('href')).toBe('/fund/compare?codes=000512,000041');
  });

  it('takes at most four funds and says so on the fifth', () => {
    renderList();
    for (const fund of FUNDS) fireEvent.click(screen.getByRole('button', { name: `加入对比：${fund.fundName}` }));
    expect(trayNames()).toEqual(FUNDS.slice(0, 4).map((fund) => fund.fundName));
    expect(warnings).toEqual(['最多对比4只基金']);
    expect(screen.getByRole('button', { name: `加入对比：${FUNDS[4]!.fundName}` }).getAttribute('aria-pressed')).toBe('false');
    expect(stored()).toEqual(FUNDS.slice(0, 4));
  });

  it('removes one fund with its ×, and all with 清空', () => {
    renderList();
    for (const fund of FUNDS.slice(0, 3)) fireEvent.click(screen.getByRole('button', { name: `加入对比：${fund.fundName}` }));

    fireEvent.click(within(tray()).getByRole('button', { name: `移出对比：${FUNDS[1]!.fundName}` }));
    expect(trayNames()).toEqual([FUNDS[0]!.fundName, FUNDS[2]!.fundName]);
    expect(stored()).toEqual([FUNDS[0], FUNDS[2]]);
    expect(screen.getByRole('button', { name: `加入对比：${FUNDS[1]!.fundName}` })).toBeTruthy();

    fireEvent.click(within(tray()).getByRole('button', { name: '清空' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.fundCompare)).toBeNull();
  });

  it('reads the selection back from localStorage after mounting, dropping broken entries', () => {
    localStorage.setItem(LOCAL_KEYS.fundCompare, JSON.stringify([FUNDS[2], { fundCode: 'x' }, FUNDS[3], FUNDS[2]]));
    renderList();
    expect(trayNames()).toEqual([FUNDS[2]!.fundName, FUNDS[3]!.fundName]);
    expect(within(tray()).getByRole('link', { name: '开始对比' }).getAttribute('href')).toBe('/fund/compare?codes=017344,001266');
  });

  it('follows a change made in another tab', () => {
    renderList();
    expect(screen.queryByRole('complementary')).toBeNull();
    localStorage.setItem(LOCAL_KEYS.fundCompare, JSON.stringify([FUNDS[4]]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_KEYS.fundCompare }));
    });
    expect(trayNames()).toEqual([FUNDS[4]!.fundName]);
    expect(fundCompareSelection.get()).toEqual([FUNDS[4]]);
  });

  it('reserves room at the bottom of the page while it is shown', () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: `加入对比：${FUNDS[0]!.fundName}` }));
    expect(document.body.style.paddingBottom).toMatch(/px$/);
    fireEvent.click(within(tray()).getByRole('button', { name: '清空' }));
    expect(document.body.style.paddingBottom).toBe('');
  });
});
