import { fireEvent, render, screen, within } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { CardList } from './card-list.tsx';

interface Row {
  code: string;
  name: string;
  date: string;
  amount: string;
  status: string;
  fee: string;
}

const ROWS: Row[] = [
  { code: '001015', name: '沣泽稳健债券A', date: '2026-11-02', amount: '1,000.00元', status: '待确认', fee: '1.50元' },
  { code: '000512', name: '沣泽价值精选混合A', date: '2026-11-03', amount: '2,500.00元', status: '成功', fee: '0.00元' },
];

const COLUMNS: TableColumnsType<Row> = [
  { key: 'date', title: '申请日期', dataIndex: 'date' },
  {
    key: 'fund',
    title: '基金',
    render: (_, row) => (
      <>
        <span>{row.name}</span>
        <span>{row.code}</span>
      </>
    ),
  },
  { key: 'amount', title: '申请金额', dataIndex: 'amount' },
  // Ant Design's cell-spanning form of render still shows its children.
  { key: 'status', title: '状态', render: (_, row) => ({ children: <span>{row.status}</span>, props: {} }) },
  { title: '费用', children: [{ key: 'fee', title: '手续费', dataIndex: 'fee' }] },
];

const nextPage = () => {
  const button = document.querySelector('.ant-pagination-next');
  if (!button) throw new Error('no next-page button');
  return button;
};

describe('CardList', () => {
  it('shows one card per record with every column, the amount and the status', () => {
    render(
      <CardList
        label="交易申请列表"
        items={ROWS}
        columns={COLUMNS}
        layout={{ title: 'fund', amount: 'amount', status: 'status' }}
        rowKey={(row) => row.code}
        itemLabel={(row) => row.name}
      />,
    );
    const list = screen.getByRole('list', { name: '交易申请列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    for (const row of ROWS) {
      const card = screen.getByRole('article', { name: row.name });
      const heading = card.querySelector('.fd-card-list__title');
      expect(heading?.textContent).toBe(`${row.name}${row.code}`);
      expect(card.querySelector('.fd-card-list__amount')?.textContent).toBe(`申请金额${row.amount}`);
      expect(card.querySelector('.fd-card-list__status')?.textContent).toBe(row.status);
      // The other columns are label/value pairs.
      const fields = [...card.querySelectorAll('.fd-card-list__field')].map((field) => field.textContent);
      expect(fields).toEqual([`申请日期${row.date}`, `手续费${row.fee}`]);
    }
  });

  it('lays the actions out in the card and opens the detail', () => {
    const onCancel = vi.fn();
    const columns: TableColumnsType<Row> = [
      ...COLUMNS,
      {
        key: 'action',
        title: '操作',
        render: (_, row) => (
          <button type="button" onClick={() => onCancel(row.code)}>
            撤单
          </button>
        ),
      },
    ];
    render(
      <CardList
        label="交易申请列表"
        items={ROWS}
        columns={columns}
        layout={{ title: 'fund', amount: 'amount', status: 'status', actions: 'action' }}
        rowKey={(row) => row.code}
        itemLabel={(row) => row.name}
        detail={(row) => <p>订单详情 {row.code}</p>}
      />,
    );
    const card = screen.getByRole('article', { name: ROWS[1]!.name });
    fireEvent.click(within(card).getByRole('button', { name: '撤单' }));
    expect(onCancel).toHaveBeenCalledWith('000512');
    expect(within(card).queryByText(/订单详情/)).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: /^详\s*情$/ }));
    expect(within(card).getByText('订单详情 000512')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '收起详情' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('pages its own items, or asks the server for the next page', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ ...ROWS[0]!, code: `00${1000 + index}`, name: `基金${index}` }));
    const layout = { title: 'fund', amount: 'amount' };
    const { unmount } = render(
      <CardList label="列表" items={many} columns={COLUMNS} layout={layout} rowKey={(row) => row.code} pagination={{ pageSize: 10 }} />,
    );
    const cards = () => within(screen.getByRole('list', { name: '列表' })).getAllByRole('listitem');
    expect(cards()).toHaveLength(10);
    fireEvent.click(nextPage());
    expect(cards()).toHaveLength(2);
    unmount();

    const onChange = vi.fn();
    render(
      <CardList
        label="列表"
        items={many.slice(0, 10)}
        columns={COLUMNS}
        layout={layout}
        rowKey={(row) => row.code}
        pagination={{ pageSize: 10, current: 1, total: 25, onChange }}
      />,
    );
    fireEvent.click(nextPage());
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('says when there is nothing to show', () => {
    render(
      <CardList
        label="列表"
        items={[]}
        columns={COLUMNS}
        layout={{ title: 'fund', amount: 'amount' }}
        rowKey={(row) => row.code}
        emptyText="暂无交易申请"
      />,
    );
    expect(screen.getByText('暂无交易申请')).toBeTruthy();
  });
});
