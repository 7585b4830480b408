import type { FundReportPreviewItem, FundReportPreviewResponse, ReportProblemView } from '@fund-direct/domain/contracts/ops';
import { formatLargeNumber, formatPercent } from '@fund-direct/domain/format';
import { Alert, Table, Tag } from 'antd';

const percent = (ratio: string) => formatPercent(ratio, { multiply100: true }).replace(/^\+/, '');

const problemColumns = [
  { title: '行', dataIndex: 'line', width: 70, render: (line: number) => (line > 0 ? line : '—') },
  { title: '列', dataIndex: 'column', width: 60, render: (column: number | null) => column ?? '—' },
  { title: '字段', dataIndex: 'label', width: 200, render: (label: string | null) => label ?? '整行' },
  { title: '问题', dataIndex: 'message' },
];

// Every refused line and field of the file, in the file's order.
export function ReportProblems({ errors }: { errors: readonly ReportProblemView[] }) {
  return (
    <>
      <Alert
        type="error"
        showIcon
        title={`文件未通过校验，共 ${String(errors.length)} 处问题，未写入任何数据；请修改后重新上传`}
        style={{ marginBottom: 16 }}
      />
      <Table<ReportProblemView>
        rowKey={(row) => `${String(row.line)}|${String(row.column)}|${row.message}`}
        size="small"
        columns={problemColumns}
        dataSource={[...errors]}
        pagination={errors.length > 50 ? { pageSize: 50 } : false}
      />
    </>
  );
}

const reportColumns = [
  { title: '基金', key: 'fund', render: (_: unknown, row: FundReportPreviewItem) => `${row.fundCode} ${row.fundName}` },
  { title: '报告期末', dataIndex: 'reportDate', width: 110 },
  { title: '资产净值', dataIndex: 'netAssets', align: 'right' as const, render: (value: string) => `${formatLargeNumber(value)}元` },
  { title: '期末份额', dataIndex: 'totalShares', align: 'right' as const, render: (value: string) => `${formatLargeNumber(value)}份` },
  {
    title: '股票 / 债券 / 现金 / 其他',
    key: 'allocation',
    render: (_: unknown, row: FundReportPreviewItem) =>
      [row.stockRatio, row.bondRatio, row.cashRatio, row.otherRatio].map(percent).join(' / '),
  },
  { title: '重仓股', dataIndex: 'holdings', width: 80, align: 'right' as const },
  { title: '行业', dataIndex: 'industries', width: 70, align: 'right' as const },
  { title: '第一大重仓股', dataIndex: 'topHolding', render: (value: string | null) => value ?? '—' },
  {
    title: '导入方式',
    dataIndex: 'replaces',
    width: 110,
    render: (replaces: boolean) => (replaces ? <Tag color="orange">替换已有报告</Tag> : <Tag color="green">新增</Tag>),
  },
];

const closeColumns = [
  {
    title: '指数',
    key: 'index',
    render: (_: unknown, row: FundReportPreviewResponse['closes'][number]) => `${row.indexCode} ${row.indexName}`,
  },
  { title: '起止日期', key: 'range', render: (_: unknown, row: FundReportPreviewResponse['closes'][number]) => `${row.from} 至 ${row.to}` },
  { title: '条数', dataIndex: 'count', align: 'right' as const },
  { title: '替换已有', dataIndex: 'replaces', align: 'right' as const },
];

// What a valid file would write: each report (and whether it replaces a stored one), each index's closes.
export function ReportPreviewSummary({ preview }: { preview: FundReportPreviewResponse }) {
  const closes = preview.closes.reduce((sum, index) => sum + index.count, 0);
  return (
    <>
      <Alert
        type="success"
        showIcon
        title={`校验通过：${String(preview.reports.length)} 份基金报告、${String(closes)} 条指数行情`}
        style={{ marginBottom: 16 }}
      />
      {preview.reports.length > 0 ? (
        <div style={{ overflowX: 'auto', marginBottom: 16 }}>
          <Table<FundReportPreviewItem>
            rowKey={(row) => `${row.fundCode}|${row.reportDate}`}
            size="small"
            columns={reportColumns}
            dataSource={[...preview.reports]}
            pagination={preview.reports.length > 20 ? { pageSize: 20 } : false}
          />
        </div>
      ) : null}
      {preview.closes.length > 0 ? (
        <Table rowKey="indexCode" size="small" columns={closeColumns} dataSource={[...preview.closes]} pagination={false} />
      ) : null}
    </>
  );
}
