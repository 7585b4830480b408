import { Alert, App, Button, Card, DatePicker, Descriptions, Form, Input, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  INSTANT_ADVANCE_STATUS,
  instantTotalRequest,
  type InstantAdvanceItem,
  type InstantTotalRequest,
} from '@fund-direct/domain/contracts/ops';
import { formatDate, formatMoney } from '@fund-direct/domain/format';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { submitProposal } from '@/lib/submit-proposal.ts';
import { useInstantAdvances, useProposeInstantTotal } from '../api/instant-advances.ts';

const STATUS_COLOR = { open: 'blue', settled: 'green', unrecovered: 'red' } as const;
const at = (iso: string | null) => (iso ? formatDate(iso, 'YYYY-MM-DD HH:mm:ss') : '--');
const yuan = (value: string) => `${formatMoney(value)}元`;

const columns: ColumnsType<InstantAdvanceItem> = [
  { title: '订单号', dataIndex: 'orderNo', width: 170 },
  { title: '基金', key: 'fund', render: (_v, row) => `${row.fundName}（${row.fundCode}）` },
  { title: '客户', key: 'customer', width: 150, render: (_v, row) => `${row.customerNameMasked}（${row.custno}）` },
  { title: '垫资金额（元）', dataIndex: 'amount', width: 140, align: 'right', render: (value: string) => formatMoney(value) },
  { title: '到账时间', dataIndex: 'advancedAt', width: 170, render: at },
  {
    title: '结算',
    dataIndex: 'status',
    width: 100,
    render: (status: InstantAdvanceItem['status']) => <Tag color={STATUS_COLOR[status]}>{INSTANT_ADVANCE_STATUS[status]}</Tag>,
  },
  {
    title: '赎回回款（元）',
    dataIndex: 'settledAmount',
    width: 140,
    align: 'right',
    render: (value: string | null) => (value === null ? '--' : formatMoney(value)),
  },
  { title: '结算时间', dataIndex: 'settledAt', width: 170, render: at },
];

// 快速取现垫资: the company money paid out at once for money-fund redemptions on one day, what the batch has settled,
// and a new daily total proposed for the checker.
export function InstantAdvancePage() {
  const { message } = App.useApp();
  const [day, setDay] = useState<Dayjs | null>(null);
  const query = useInstantAdvances(day?.format('YYYY-MM-DD'));
  const propose = useProposeInstantTotal();
  const [form] = Form.useForm<InstantTotalRequest>();
  const canPropose = useCurrentStaff().data?.permissions.includes('fund.propose') ?? false;
  const data = query.data;

  const submit = async (values: InstantTotalRequest) => {
    const sent = await submitProposal({
      message,
      schema: instantTotalRequest,
      values,
      send: (body) => propose.mutateAsync(body),
      after: '复核通过后当日起生效',
    });
    if (sent) form.resetFields();
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title="快速取现垫资"
        extra={
          <DatePicker
            aria-label="垫资日期"
            value={day}
            onChange={setDay}
            allowClear
            placeholder="今天"
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          />
        }
      >
        {query.error ? <Alert type="error" showIcon title={query.error.message} style={{ marginBottom: 16 }} /> : null}
        {data && data.unrecovered.count > 0 ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={`有 ${data.unrecovered.count} 笔垫资因赎回失败待追回，共 ${yuan(data.unrecovered.amount)}`}
          />
        ) : null}
        {data ? (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 4 }}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'date', label: '垫资日期', children: data.date },
              { key: 'total', label: '当日垫资总额', children: yuan(data.total) },
              { key: 'used', label: '已垫资', children: yuan(data.used) },
              { key: 'available', label: '剩余额度', children: yuan(data.available) },
              { key: 'configured', label: '每日垫资总额（现行）', children: yuan(data.configuredTotal) },
              {
                key: 'pending',
                label: '待复核调整',
                children: data.pendingTotal === null ? '无' : yuan(data.pendingTotal),
              },
            ]}
          />
        ) : null}
        <Table<InstantAdvanceItem>
          rowKey="orderNo"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={query.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '当日暂无快速取现' }}
        />
      </Card>
      {canPropose ? (
        <Card title="调整每日垫资总额">
          <Form form={form} layout="inline" onFinish={(values) => void submit(values)}>
            <Form.Item label="每日垫资总额（元）" name="total">
              <Input inputMode="decimal" style={{ width: 180 }} />
            </Form.Item>
            <Form.Item label="备注" name="note">
              <Input maxLength={200} style={{ width: 240 }} />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={propose.isPending} disabled={data?.pendingTotal != null}>
                提交复核
              </Button>
            </Form.Item>
          </Form>
        </Card>
      ) : null}
    </Space>
  );
}
