import { formatDate, formatMoney } from '@fund-direct/domain/format';
import type { OpsDashboardResponse } from '@fund-direct/domain/contracts/ops';
import { Alert, Card, Col, Empty, List, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useDashboard } from './api/dashboard.ts';
import { FlowsChart, OrdersByKindChart } from './components/dashboard-charts.tsx';

type TaBatch = OpsDashboardResponse['taBatches'][number];
type OrderKind = OpsDashboardResponse['ordersToday'][number];

const BATCH_COLUMNS = [
  { title: '交易日', dataIndex: 'tradeDate', key: 'tradeDate' },
  {
    title: '状态',
    key: 'state',
    render: (_: unknown, batch: TaBatch) =>
      batch.state === 'complete' ? <Tag color="success">已完成</Tag> : <Tag color="warning">未完成</Tag>,
  },
  { title: '步骤', key: 'steps', render: (_: unknown, batch: TaBatch) => `${batch.stepsDone}/${batch.stepsTotal}` },
  { title: '处理记录数', dataIndex: 'rowsAffected', key: 'rowsAffected' },
  { title: '最后完成时间', key: 'finishedAt', render: (_: unknown, batch: TaBatch) => formatDate(batch.finishedAt, 'YYYY-MM-DD HH:mm:ss') },
];

const ORDER_COLUMNS = [
  { title: '业务类型', dataIndex: 'label', key: 'label' },
  { title: '笔数', dataIndex: 'count', key: 'count' },
  { title: '金额（元）', key: 'amount', render: (_: unknown, order: OrderKind) => formatMoney(order.amount) },
  { title: '份额（份）', key: 'shares', render: (_: unknown, order: OrderKind) => formatMoney(order.shares) },
];

// 工作台: what needs doing today at a glance. Every figure comes from GET /api/ops/dashboard.
export function DashboardPage() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <Skeleton active />;
  if (dashboard.error) return <Alert type="error" showIcon title={dashboard.error.message} />;
  const { today, ordersToday, flows, navMissing, proposals, taBatches } = dashboard.data;
  const orderCount = ordersToday.reduce((total, order) => total + order.count, 0);

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          工作台 <Typography.Text type="secondary">（业务日期 {today}）</Typography.Text>
        </Typography.Title>
      </Col>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title="今日订单" value={orderCount} suffix="笔" />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title="待复核申请" value={proposals.pendingCount} suffix="件" />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title={`缺少净值的基金（${navMissing.tradeDate ?? '交易日历未覆盖'}）`} value={navMissing.funds.length} suffix="只" />
        </Card>
      </Col>

      <Col xs={24} xl={12}>
        <Card title="今日订单（按业务类型）">
          {ordersToday.length === 0 ? (
            <Empty description="今日暂无订单" />
          ) : (
            <>
              <OrdersByKindChart orders={ordersToday} />
              <Table rowKey="kind" size="small" pagination={false} columns={ORDER_COLUMNS} dataSource={ordersToday} />
            </>
          )}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title="近 30 日申购与赎回">
          <FlowsChart flows={flows} />
        </Card>
      </Col>

      <Col xs={24} xl={12}>
        <Card title="待复核申请" extra={<Link to="/proposals">全部申请</Link>}>
          <List
            locale={{ emptyText: '暂无待复核的申请' }}
            dataSource={proposals.latest}
            renderItem={(item) => (
              <List.Item>
                <List.Item.Meta
                  title={<Link to={`/proposals?id=${encodeURIComponent(item.id)}`}>{item.summary}</Link>}
                  description={`${item.kindLabel} · ${item.proposer} · ${formatDate(item.createdAt, 'YYYY-MM-DD HH:mm')}`}
                />
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title={`未发布净值的基金${navMissing.tradeDate ? `（${navMissing.tradeDate}）` : ''}`}>
          {navMissing.funds.length === 0 ? (
            <Empty description={navMissing.tradeDate ? '所有基金均已发布净值' : '交易日历未覆盖今日'} />
          ) : (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {navMissing.funds.map((fund) => (
                <Tag key={fund.code}>
                  {fund.code} {fund.name}
                </Tag>
              ))}
            </div>
          )}
        </Card>
      </Col>

      <Col span={24}>
        <Card title="最近 TA 批处理">
          <Table
            rowKey="tradeDate"
            size="small"
            pagination={false}
            columns={BATCH_COLUMNS}
            dataSource={taBatches}
            locale={{ emptyText: '暂无批处理记录' }}
          />
        </Card>
      </Col>
    </Row>
  );
}
