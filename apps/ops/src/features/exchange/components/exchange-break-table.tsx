import type { ExchangeBreakView } from '@fund-direct/domain/contracts/ops';
import { Table, Tag, type TableProps } from 'antd';

const dash = (value: string | null) => value ?? '—';

// What the registrar says and we do not: kept apart by the import, never written over our books.
export function ExchangeBreakTable({ breaks, loading }: { breaks: ExchangeBreakView[]; loading: boolean }) {
  const columns: TableProps<ExchangeBreakView>['columns'] = [
    { title: '类型', dataIndex: 'kindLabel', width: 150, render: (label: string) => <Tag color="warning">{label}</Tag> },
    {
      title: '客户',
      key: 'customer',
      render: (_: unknown, row) => (row.custno ? `${row.customerNameMasked ?? ''}（${row.custno}）` : '—'),
    },
    { title: '基金', dataIndex: 'fundCode', render: dash },
    { title: '交易账号', dataIndex: 'transactionAccount', render: dash },
    { title: '申请单号', dataIndex: 'reference', render: dash },
    { title: '我方', dataIndex: 'ours', align: 'right', render: dash },
    { title: '登记机构', dataIndex: 'theirs', align: 'right', render: dash },
    { title: '说明', dataIndex: 'detail' },
  ];
  return (
    <Table<ExchangeBreakView>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={breaks}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '无差错' }}
    />
  );
}
