import type { RemitOrderItem } from '@fund-direct/domain/contracts/ops';
import { formatDate, formatMoney } from '@fund-direct/domain/format';
import { Alert, App, Button, Card, Descriptions, Space, Table } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { useRemittances } from '../api/remittances.ts';
import { RemitArrivalDialog } from '../components/remit-arrival-dialog.tsx';

const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');
const Nowrap = (props: { children: string }) => <span style={{ whiteSpace: 'nowrap' }}>{props.children}</span>;

// 客服 → 汇款匹配: orders paid by bank transfer to the company account, waiting for their money.
export function RemittancePage() {
  const query = useRemittances();
  const { message } = App.useApp();
  const [order, setOrder] = useState<RemitOrderItem | null>(null);
  const account = query.data?.account;

  // One line per order: a staff member reads across a row while matching it against the bank statement.
  const columns: TableProps<RemitOrderItem>['columns'] = [
    { title: '订单号', dataIndex: 'orderNo', render: (value: string) => <Nowrap>{value}</Nowrap> },
    { title: '基金', key: 'fund', render: (_v, row) => <Nowrap>{`${row.fundName ?? ''}（${row.fundCode}）`}</Nowrap> },
    { title: '金额（元）', key: 'amount', align: 'right', render: (_v, row) => <Nowrap>{formatMoney(row.amount)}</Nowrap> },
    { title: '客户', key: 'customer', render: (_v, row) => <Nowrap>{`${row.customerNameMasked}（${row.custno}）`}</Nowrap> },
    { title: '手机号', dataIndex: 'mobileMasked', render: (value: string) => <Nowrap>{value}</Nowrap> },
    { title: '下单时间', key: 'placedAt', render: (_v, row) => <Nowrap>{at(row.placedAt)}</Nowrap> },
    { title: '到账截止', key: 'cutoffAt', render: (_v, row) => <Nowrap>{at(row.cutoffAt)}</Nowrap> },
    {
      title: '操作',
      key: 'record',
      render: (_v, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setOrder(row)}>
          登记到账
        </Button>
      ),
    },
  ];

  return (
    <Card title="汇款匹配">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {account ? (
          <Descriptions
            size="small"
            column={3}
            items={[
              { key: 'bank', label: '收款银行', children: account.bankName },
              { key: 'name', label: '收款户名', children: account.accountName },
              { key: 'no', label: '收款账号', children: account.accountNo },
            ]}
          />
        ) : null}
        {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
        <Table<RemitOrderItem>
          rowKey="orderNo"
          columns={columns}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '暂无等待汇款的订单' }}
        />
      </Space>
      <RemitArrivalDialog
        order={order}
        onClose={() => setOrder(null)}
        onPaid={(orderNo) => void message.success(`订单 ${orderNo} 已匹配，完成支付`)}
      />
    </Card>
  );
}
