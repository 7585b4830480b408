import type { FundReportOverviewResponse } from '@fund-direct/domain/contracts/ops';
import { formatLargeNumber } from '@fund-direct/domain/format';
import { Card, Table, Tag } from 'antd';

type FundRow = FundReportOverviewResponse['funds'][number];
type IndexRow = FundReportOverviewResponse['indexes'][number];

const fundColumns = [
  { title: '基金代码', dataIndex: 'fundCode', width: 100 },
  {
    title: '基金名称',
    dataIndex: 'fundName',
    render: (name: string, row: FundRow) => (
      <>
        {name} {row.isMoneyFund ? <Tag>货币基金</Tag> : null}
      </>
    ),
  },
  { title: '报告数', dataIndex: 'reports', width: 80, align: 'right' as const },
  { title: '最近报告期', dataIndex: 'latestDate', width: 120, render: (date: string | null) => date ?? '—' },
  {
    title: '最新资产净值',
    dataIndex: 'netAssets',
    align: 'right' as const,
    render: (value: string | null) => (value ? `${formatLargeNumber(value)}元` : '—'),
  },
];

const indexColumns = [
  { title: '指数代码', dataIndex: 'code', width: 110 },
  { title: '指数名称', dataIndex: 'name' },
  { title: '最近收盘日', dataIndex: 'lastDate', width: 120, render: (date: string | null) => date ?? '—' },
  { title: '收盘点位条数', dataIndex: 'closes', align: 'right' as const },
];

// What is stored: each fund's reports and each benchmark index's closes (an index behind the NAVs leaves the benchmark
// line short on the fund pages).
export function ReportOverview({ overview }: { overview: FundReportOverviewResponse }) {
  return (
    <>
      <Card title="已导入的基金报告" size="small" style={{ marginTop: 16 }}>
        <Table<FundRow> rowKey="fundCode" size="small" columns={fundColumns} dataSource={overview.funds} pagination={{ pageSize: 20 }} />
      </Card>
      <Card title="业绩比较基准指数行情" size="small" style={{ marginTop: 16 }}>
        <Table<IndexRow> rowKey="code" size="small" columns={indexColumns} dataSource={overview.indexes} pagination={false} />
      </Card>
    </>
  );
}
