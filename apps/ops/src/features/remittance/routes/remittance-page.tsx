import type { RemitOrderItem } from '@fund-direct/domain/contracts/ops';
import { formatDate, formatMoney } from '@fund-direct/domain/format';
import { Alert, App, Button, Card, Descriptions, Space, Table } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { useRemittances } from '../api/remittances.ts';
import { RemitArrivalDialog } from '../components/remit-arrival-dialog.tsx';

const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

// 客服 → 汇款匹配: orders paid by bank transfer to the company account, waiting for their money.
export function RemittancePage() {
  const query = useRemittances();
  const { message } = App.useApp();
  const [order, setOrder] = useState<RemitOrderItem | null>(null);
  const account = query.data?.account;

  const columns: TableProps<RemitOrderItem>['columns'] = [
    { title: '订单号', dataIndex: 'orderNo', width: 200 },
    { title: '基金', key: 'fund', render: (_v, row) => `${row.fundName ?? ''}（${row.fundCode}）` },
    { title: '金额（元）', key: 'amount', align: 'right', width: 140, render: (_v, row) => formatMoney(row.amount) },
    { title: '客户', key: 'customer', width: 180, render: (_v, row) => `${row.customerNameMasked}（${row.custno}）` },
    { title: '手机号', dataIndex: 'mobileMasked', width: 130 },
    { title: '下单时间', key: 'placedAt', width: 150, render: (_v, row) => at(row.placedAt) },
    { title: '到账截止', key: 'cutoffAt', width: 150, render: (_v, row) => at(row.cutoffAt) },
    {
      title: '操作',
      key: 'record',
      width: 110,
      render: (_v, row) => (
        <Button type="link" onClick={() => setOrder(row)}>
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
