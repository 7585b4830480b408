import type { BankStatementItem } from '@fund-direct/domain/contracts/ops';
import { formatDate } from '@fund-direct/domain/format';
import { Alert, Card, Space, Table } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { useBankStatements } from '../api/bank-statements.ts';
import { StatementUpload } from '../components/statement-upload.tsx';

const Nowrap = (props: { children: string }) => <span style={{ whiteSpace: 'nowrap' }}>{props.children}</span>;

// 客户服务 → 银行流水: the collection account's statement files; each import pays the remittances it clearly names.
export function BankStatementPage() {
  const query = useBankStatements();
  const columns: TableProps<BankStatementItem>['columns'] = [
    { title: '文件', dataIndex: 'fileName', render: (value: string, row) => <Link to={`/bank-statements/${row.id}`}>{value}</Link> },
    { title: '格式', dataIndex: 'layoutName', render: (value: string) => <Nowrap>{value}</Nowrap> },
    { title: '交易期间', key: 'period', render: (_v, row) => <Nowrap>{`${row.periodStart} 至 ${row.periodEnd}`}</Nowrap> },
    { title: '笔数', dataIndex: 'lineCount', align: 'right' },
    { title: '自动匹配', key: 'matched', align: 'right', render: (_v, row) => row.counts.matched },
    { title: '人工匹配', key: 'manual', align: 'right', render: (_v, row) => row.counts.manual },
    { title: '待处理', key: 'open', align: 'right', render: (_v, row) => row.counts.unmatched + row.counts.ambiguous },
    { title: '导入人', dataIndex: 'importedBy' },
    { title: '导入时间', key: 'importedAt', render: (_v, row) => <Nowrap>{formatDate(row.importedAt, 'YYYY-MM-DD HH:mm')}</Nowrap> },
  ];
  return (
    <Card title="银行流水">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <StatementUpload />
        {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
        <Table<BankStatementItem>
          rowKey="id"
          columns={columns}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '尚未导入银行流水' }}
        />
      </Space>
    </Card>
  );
}
