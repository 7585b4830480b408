import { App, Button, Card, Form, Input, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { shanghaiDate } from '@fund-direct/domain/calendar';
import { dividendDeclareRequest, type OpsDividendItem } from '@fund-direct/domain/contracts/ops';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { submitProposal } from '@/lib/submit-proposal.ts';
import { useDeclareDividend, type DividendDeclareBody } from '../api/dividend-declare.ts';
import { useOpsDividends } from '../api/ops-dividend-list.ts';

const columns: ColumnsType<OpsDividendItem> = [
  { title: '基金代码', dataIndex: 'fundCode', width: 100 },
  { title: '基金名称', dataIndex: 'fundName' },
  { title: '权益登记日', dataIndex: 'registerDate', width: 120 },
  { title: '除息日', dataIndex: 'exDate', width: 120 },
  { title: '派息日', dataIndex: 'payDate', width: 120 },
  { title: '每份分红（元）', dataIndex: 'cashPerShare', width: 130, align: 'right' },
  {
    title: '派发',
    dataIndex: 'paidHolders',
    width: 140,
    render: (paid: number, dividend) => {
      if (paid > 0) return <Tag color="green">已派发 {paid} 户</Tag>;
      // The batch of the ex-date pays; an earlier ex-date without payments had no holders here.
      return dividend.exDate >= shanghaiDate(new Date()) ? <Tag color="blue">待除息日批处理</Tag> : <Tag>无派发记录</Tag>;
    },
  },
];

// 分红登记: declarations of every fund (or one), and a form that proposes a new one for the checker.
export function DividendsPage() {
  const { message } = App.useApp();
  const [fundCode, setFundCode] = useState('');
  const { data, isFetching } = useOpsDividends(fundCode);
  const [form] = Form.useForm<DividendDeclareBody>();
  const declare = useDeclareDividend();
  const canPropose = useCurrentStaff().data?.permissions.includes('fund.propose') ?? false;

  const submit = async (values: DividendDeclareBody) => {
    const sent = await submitProposal({
      message,
      schema: dividendDeclareRequest,
      values,
      send: (body) => declare.mutateAsync(body),
      after: '复核通过后登记，除息日批处理派发',
    });
    if (sent) form.resetFields();
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {canPropose ? (
        <Card title="登记分红">
          <Form form={form} layout="inline" onFinish={(values) => void submit(values)}>
            <Form.Item label="基金代码" name="fundCode">
              <Input maxLength={6} style={{ width: 100 }} />
            </Form.Item>
            <Form.Item label="权益登记日" name="registerDate">
              <Input type="date" />
            </Form.Item>
            <Form.Item label="除息日" name="exDate">
              <Input type="date" />
            </Form.Item>
            <Form.Item label="派息日" name="payDate">
              <Input type="date" />
            </Form.Item>
            <Form.Item label="每份分红（元）" name="cashPerShare">
              <Input placeholder="如 0.0500" style={{ width: 120 }} />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={declare.isPending}>
                提交复核
              </Button>
            </Form.Item>
          </Form>
        </Card>
      ) : null}
      <Card title="分红记录">
        <Input.Search
          placeholder="基金代码"
          allowClear
          enterButton="查询"
          style={{ maxWidth: 280, marginBottom: 16 }}
          onSearch={(value) => setFundCode(value.trim())}
        />
        <Table<OpsDividendItem>
          rowKey={(d) => `${d.fundCode}-${d.exDate}`}
          size="middle"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isFetching}
          pagination={{ pageSize: 20, showSizeChanger: false }}
        />
      </Card>
    </Space>
  );
}
