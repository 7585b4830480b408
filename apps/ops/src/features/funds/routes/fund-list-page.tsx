import { Card, Input, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OpsFundListItem } from '@fund-direct/domain/contracts/ops';
import { useOpsFundList } from '../api/ops-fund-list.ts';

const PAGE_SIZE = 20;

const columns: ColumnsType<OpsFundListItem> = [
  { title: '基金代码', dataIndex: 'code', width: 110, render: (code: string) => <Link to={code}>{code}</Link> },
  { title: '基金名称', dataIndex: 'name' },
  { title: '类型', dataIndex: 'fundTypeLabel', width: 100 },
  { title: '风险等级', dataIndex: 'riskLevel', width: 90 },
  {
    title: '状态',
    dataIndex: 'statusLabel',
    width: 280,
    render: (label: string, fund) => (
      <>
        <Tag color={fund.status === '0' ? 'green' : 'orange'}>{label}</Tag>
        <Typography.Text type="secondary">{fund.statusEffect}</Typography.Text>
      </>
    ),
  },
  { title: '操作', key: 'edit', width: 80, render: (_: unknown, fund) => <Link to={fund.code}>编辑</Link> },
];

// 基金管理: every fund (listed or not), searched by code or name; a row opens the edit page.
export function FundListPage() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useOpsFundList({ keyword, page, pageSize: PAGE_SIZE });
  return (
    <Card title="基金管理">
      <Input.Search
        placeholder="基金代码或名称"
        allowClear
        enterButton="查询"
        style={{ maxWidth: 360, marginBottom: 16 }}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
      />
      <Table<OpsFundListItem>
        rowKey="code"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
      />
    </Card>
  );
}
