import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Select } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FilterDrawer } from './filter-drawer.tsx';

interface Filters {
  status?: string;
  kind?: string;
}

function Controls({ value, change }: { value: Filters; change: (patch: Partial<Filters>) => void }) {
  return (
    <div>
      <span>状态：{value.status ?? '全部'}</span>
      <button type="button" onClick={() => change({ status: '成功' })}>
        选成功
      </button>
      <Select aria-label="业务类型" value={value.kind} options={[{ value: 'buy', label: '申购' }]} />
    </div>
  );
}

function renderDrawer(value: Filters, onApply = vi.fn(), onReset = vi.fn()) {
  render(
    <FilterDrawer
      title="筛选交易记录"
      value={value}
      count={Object.values(value).filter(Boolean).length}
      onApply={onApply}
      onReset={onReset}
    >
      {(draft, change) => <Controls value={draft} change={change} />}
    </FilterDrawer>,
  );
  return { onApply, onReset };
}

// Both the filters in place (above 576 px) and the 筛选 button with its drawer (below) are rendered; filter-drawer.css
// shows one of them, so the server's HTML needs no change when the page hydrates (e2e checks the two widths).
describe('FilterDrawer', () => {
  it('applies each change of the filters in place at once', () => {
    const { onApply } = renderDrawer({ kind: 'buy' });
    const inline = document.querySelector<HTMLElement>('.fd-filter-drawer__inline')!;
    fireEvent.click(within(inline).getByRole('button', { name: '选成功' }));
    expect(onApply).toHaveBeenCalledWith({ kind: 'buy', status: '成功' });
  });

  it('counts the filters set on the 筛选 button', () => {
    renderDrawer({ kind: 'buy', status: '待确认' });
    const button = screen.getByRole('button', { name: '筛选，已设2项' });
    expect(button.closest('.fd-filter-drawer')).not.toBeNull();
    expect(button.textContent).toContain('2');
  });

  it('opens a drawer, edits a draft and applies it on 确定', async () => {
    const { onApply } = renderDrawer({ kind: 'buy' });
    fireEvent.click(screen.getByRole('button', { name: '筛选，已设1项' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('筛选交易记录');
    fireEvent.click(within(dialog).getByRole('button', { name: '选成功' }));
    expect(within(dialog).getByText('状态：成功')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(onApply).toHaveBeenCalledWith({ kind: 'buy', status: '成功' });
    await waitFor(() => expect(screen.queryByText('状态：成功')).toBeNull());
  });

  it('resets from the drawer', async () => {
    const { onReset, onApply } = renderDrawer({ status: '成功' });
    fireEvent.click(screen.getByRole('button', { name: '筛选，已设1项' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /重\s*置/ }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onApply).not.toHaveBeenCalled();
  });
});
