import { Alert, Table } from 'antd';
import { useMemo } from 'react';
import { diffRows, type DiffRow } from './proposal-diff.ts';

const CHANGED_STYLE = { background: '#fff7e6', fontWeight: 600 } as const;

// Before and after side by side; a changed field's row is highlighted (and says so to a screen reader).
export function DiffTable({ before, after }: { before: unknown; after: unknown }) {
  const { rows, truncated } = useMemo(() => diffRows(before, after), [before, after]);
  const columns = [
    { title: '字段', dataIndex: 'field', key: 'field', width: '30%' },
    { title: '变更前', dataIndex: 'before', key: 'before' },
    {
      title: '变更后',
      key: 'after',
      render: (_: unknown, row: DiffRow) => (row.changed ? <span aria-label={`已变更：${row.after}`}>{row.after}</span> : row.after),
    },
  ];
  return (
    <>
      <Table<DiffRow>
        rowKey="key"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: '无变更内容' }}
        onRow={(row) => (row.changed ? { style: CHANGED_STYLE, 'data-changed': 'true' } : {})}
      />
      {truncated ? <Alert type="info" showIcon title={`仅显示前 ${rows.length} 项变更`} style={{ marginTop: 8 }} /> : null}
    </>
  );
}
