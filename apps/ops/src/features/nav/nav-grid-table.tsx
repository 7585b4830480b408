import type { NavGridFund } from '@fund-direct/domain/contracts/ops';
import type { NavProblem } from '@fund-direct/domain/nav';
import { Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { NavCellField, NavCells } from './nav-entry.ts';

interface NavGridTableProps {
  funds: readonly NavGridFund[];
  cells: Record<string, NavCells>;
  problems: ReadonlyMap<string, NavProblem[]>;
  reasons: Record<string, string>;
  editable: boolean;
  onCell: (fundCode: string, field: NavCellField, value: string) => void;
  onReason: (fundCode: string, value: string) => void;
}

const STATE_TAGS = { published: <Tag color="green">已发布</Tag>, pending: <Tag color="gold">待复核</Tag> } as const;

function previousText(fund: NavGridFund): string {
  const p = fund.previous;
  if (!p) return '—';
  return fund.isMoneyFund
    ? `${p.date} 万份收益 ${p.incomePer10k ?? '—'} / 七日年化 ${p.yield7dPercent ?? '—'}%`
    : `${p.date} ${p.unitNav ?? '—'} / ${p.accNav ?? '—'}`;
}

// The day's entry grid: one row per fund, inputs for the values its kind publishes, the row's problems beside it.
export function NavGridTable({ funds, cells, problems, reasons, editable, onCell, onReason }: NavGridTableProps) {
  const input = (fund: NavGridFund, field: NavCellField, placeholder: string) => {
    const fieldErrors = (problems.get(fund.fundCode) ?? []).filter((p) => p.field === field);
    const status = fieldErrors.some((p) => p.kind === 'error') ? 'error' : fieldErrors.length > 0 ? 'warning' : undefined;
    return (
      <Input
        size="small"
        aria-label={`${fund.fundCode} ${placeholder}`}
        placeholder={placeholder}
        value={cells[fund.fundCode]?.[field] ?? ''}
        status={status}
        disabled={!editable}
        onChange={(event) => onCell(fund.fundCode, field, event.target.value)}
      />
    );
  };

  const columns: TableColumnsType<NavGridFund> = [
    { title: '基金代码', dataIndex: 'fundCode', width: 96, fixed: 'left' },
    { title: '基金名称', dataIndex: 'fundName', width: 200, ellipsis: true },
    { title: '类型', dataIndex: 'fundTypeLabel', width: 80 },
    { title: '上一净值（日期 单位/累计）', key: 'previous', width: 260, render: (_, fund) => previousText(fund) },
    {
      title: '当日状态',
      key: 'today',
      width: 90,
      render: (_, fund) => (fund.today ? STATE_TAGS[fund.today.state] : <Tag>未录入</Tag>),
    },
    {
      title: '单位净值 / 累计净值',
      key: 'nav',
      width: 220,
      render: (_, fund) =>
        fund.isMoneyFund ? (
          <Typography.Text type="secondary">1.0000（货币基金）</Typography.Text>
        ) : (
          <Space.Compact>
            {input(fund, 'unitNav', '单位净值')}
            {input(fund, 'accNav', '累计净值')}
          </Space.Compact>
        ),
    },
    {
      title: '万份收益 / 七日年化（%）',
      key: 'money',
      width: 220,
      render: (_, fund) =>
        fund.isMoneyFund ? (
          <Space.Compact>
            {input(fund, 'incomePer10k', '万份收益')}
            {input(fund, 'yield7dPercent', '七日年化%')}
          </Space.Compact>
        ) : null,
    },
    {
      title: '校验',
      key: 'problems',
      render: (_, fund) => {
        const own = problems.get(fund.fundCode) ?? [];
        if (own.length === 0) return null;
        const flagged = own.some((p) => p.kind === 'flag');
        return (
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            {own.map((p) => (
              <Typography.Text key={`${p.kind}-${p.column ?? 0}-${p.message}`} type={p.kind === 'error' ? 'danger' : 'warning'}>
                {p.text}
              </Typography.Text>
            ))}
            {flagged ? (
              <Input
                size="small"
                aria-label={`${fund.fundCode} 原因`}
                placeholder="请填写波动原因"
                maxLength={200}
                value={reasons[fund.fundCode] ?? ''}
                disabled={!editable}
                onChange={(event) => onReason(fund.fundCode, event.target.value)}
              />
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <Table<NavGridFund>
      rowKey="fundCode"
      size="small"
      columns={columns}
      dataSource={[...funds]}
      scroll={{ x: 1400 }}
      pagination={{ defaultPageSize: 50, showSizeChanger: true, showTotal: (total) => `共 ${total} 只基金` }}
    />
  );
}
