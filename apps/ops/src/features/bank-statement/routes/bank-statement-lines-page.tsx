import { BANK_LINE_STATES, type BankLineItem, type BankLineState } from '@fund-direct/domain/contracts/ops';
import { formatDate, formatMoney } from '@fund-direct/domain/format';
import { Alert, App, Button, Card, Descriptions, Segmented, Space, Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useBankStatementLines } from '../api/bank-statement-lines.ts';
import { BankLineIgnoreDialog } from '../components/bank-line-ignore-dialog.tsx';
import { BankLineMatchDialog } from '../components/bank-line-match-dialog.tsx';

const Nowrap = (props: { children: string }) => <span style={{ whiteSpace: 'nowrap' }}>{props.children}</span>;
const STATE_COLORS: Record<BankLineState, string> = {
  matched: 'green',
  manual: 'blue',
  unmatched: 'orange',
  ambiguous: 'gold',
  ignored: 'default',
};
const FILTERS = [{ value: 'all', label: '全部' }, ...Object.entries(BANK_LINE_STATES).map(([value, label]) => ({ value, label }))];
const isOpen = (line: BankLineItem) => line.state === 'unmatched' || line.state === 'ambiguous';

// One statement's lines in file order; what the import left open is matched to an order or set aside here.
export function BankStatementLinesPage() {
  const { id = '' } = useParams();
  const [filter, setFilter] = useState<string>('all');
  const state = filter === 'all' ? undefined : (filter as BankLineState);
  const query = useBankStatementLines(id, state);
  const { message } = App.useApp();
  const [matching, setMatching] = useState<BankLineItem | null>(null);
  const [ignoring, setIgnoring] = useState<BankLineItem | null>(null);
  const statement = query.data?.statement;

  const columns: TableProps<BankLineItem>['columns'] = [
    { title: '行号', dataIndex: 'lineNo', align: 'right' },
    { title: '入账时间', key: 'bookedAt', render: (_v, row) => <Nowrap>{formatDate(row.bookedAt, 'YYYY-MM-DD HH:mm:ss')}</Nowrap> },
    { title: '收支', key: 'direction', render: (_v, row) => (row.direction === 'in' ? '收入' : '支出') },
    { title: '金额（元）', key: 'amount', align: 'right', render: (_v, row) => <Nowrap>{formatMoney(row.amount)}</Nowrap> },
    { title: '对方户名', dataIndex: 'payerName' },
    { title: '对方账号', dataIndex: 'payerAccount' },
    { title: '附言', dataIndex: 'memo' },
    { title: '银行流水号', dataIndex: 'bankSerial', render: (value: string) => <Nowrap>{value}</Nowrap> },
    { title: '状态', key: 'state', render: (_v, row) => <Tag color={STATE_COLORS[row.state]}>{BANK_LINE_STATES[row.state]}</Tag> },
    { title: '订单号', key: 'orderNo', render: (_v, row) => <Nowrap>{row.orderNo ?? '--'}</Nowrap> },
    { title: '说明', dataIndex: 'note', render: (value: string | null) => value ?? '' },
    { title: '处理人', key: 'resolvedBy', render: (_v, row) => row.resolvedBy ?? '' },
    {
      title: '操作',
      key: 'actions',
      render: (_v, row) =>
        isOpen(row) ? (
          <Space size="small">
            {row.direction === 'in' ? (
              <Button type="link" style={{ padding: 0 }} onClick={() => setMatching(row)}>
                匹配订单
              </Button>
            ) : null}
            <Button type="link" style={{ padding: 0 }} onClick={() => setIgnoring(row)}>
              无需处理
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <Card title={statement ? `银行流水：${statement.fileName}` : '银行流水'} extra={<Link to="/bank-statements">返回列表</Link>}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {statement ? (
          <Descriptions
            size="small"
            column={3}
            items={[
              { key: 'layout', label: '格式', children: statement.layoutName },
              { key: 'account', label: '收款账号', children: statement.accountNo },
              { key: 'period', label: '交易期间', children: `${statement.periodStart} 至 ${statement.periodEnd}` },
            ]}
          />
        ) : null}
        <Segmented options={FILTERS} value={filter} onChange={(value) => setFilter(String(value))} />
        {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
        <Table<BankLineItem>
          rowKey="id"
          columns={columns}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching}
          pagination={{ pageSize: 100, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '没有符合条件的流水' }}
        />
      </Space>
      <BankLineMatchDialog
        line={matching}
        onClose={() => setMatching(null)}
        onMatched={(orderNo) => void message.success(`订单 ${orderNo} 已匹配，完成支付`)}
      />
      <BankLineIgnoreDialog line={ignoring} onClose={() => setIgnoring(null)} onIgnored={() => void message.success('已标记为无需处理')} />
    </Card>
  );
}
