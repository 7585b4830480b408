import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FundSizeRange } from './fund-size-range.tsx';

const STATE = { sortField: 'year', sortOrder: 'desc', pageNum: 1 } as const;

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the screener’s size range', () => {
  it('applies both bounds in 亿元 with 确定', () => {
    const onChange = vi.fn();
    render(<FundSizeRange state={STATE} onChange={onChange} />);
    type('最小规模（亿元）', '2');
    type('最大规模（亿元）', '50.5');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith({ sizeMinYi: '2', sizeMaxYi: '50.5' });
  });

  it('refuses a top below the bottom, and text that is not a size', () => {
    const onChange = vi.fn();
    render(<FundSizeRange state={STATE} onChange={onChange} />);
    type('最小规模（亿元）', '50');
    type('最大规模（亿元）', '2');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert').textContent).toBe('最大规模不能低于最小规模');
    type('最大规模（亿元）', '十亿');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入规模数字（亿元），如 2 或 50.5');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears an applied range', () => {
    const onChange = vi.fn();
    render(<FundSizeRange state={{ ...STATE, sizeMinYi: '10' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenCalledWith({ sizeMinYi: undefined, sizeMaxYi: undefined });
  });
});
