import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { SearchResponse } from '@fund-direct/domain/contracts';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { fundCompareSelection } from '@/components/fund-compare-store.ts';
import { SearchOverlay } from './search-overlay.tsx';

const RESULT: SearchResponse = {
  list: [
    { type: 'fund', fundSearchAppVO: { fundName: '华夏成长混合', fundCode: '000001' }, field: 'fundName', ranges: [[0, 2]] },
    { type: 'fund', fundSearchAppVO: { fundName: '智能化下半场精选混合', fundCode: '000002' }, field: 'fundName', ranges: [[2, 4]] },
  ],
  counts: { fund: 2, manager: 0, article: 0, notice: 0 },
};

vi.mock('../use-search.ts', () => ({
  useSearch: (keyword: string) => (keyword.trim() === '' ? { status: 'idle' } : { status: 'done', keyword, result: RESULT }),
}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderOverlay(onClose: () => void) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <SearchOverlay onClose={onClose} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('search overlay', () => {
  it('opens the first result on Enter when no row is chosen', () => {
    const onClose = vi.fn();
    renderOverlay(onClose);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'hx' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/fund_detail?fundCode=000001');
    expect(onClose).toHaveBeenCalled();
  });

  it('adds a fund to the comparison from its row, staying open on the same page', () => {
    fundCompareSelection.clear();
    const onClose = vi.fn();
    renderOverlay(onClose);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'hx' } });
    fireEvent.click(screen.getByRole('button', { name: '加入对比：智能化下半场精选混合' }));
    expect(fundCompareSelection.get()).toEqual([{ fundCode: '000002', fundName: '智能化下半场精选混合' }]);
    expect(screen.getByRole('button', { name: '已加入对比：智能化下半场精选混合' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('where').textContent).toBe('/home');
    expect(onClose).not.toHaveBeenCalled();
  });
});
