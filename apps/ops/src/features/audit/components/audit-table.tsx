import type { AuditLogItem } from '@fund-direct/domain/contracts/ops';
import { shanghaiDate, shanghaiTime } from '@fund-direct/domain/calendar';
import { Descriptions, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';

export function shanghaiDateTime(iso: string): string {
  const at = new Date(iso);
  return `${shanghaiDate(at)} ${shanghaiTime(at)}`;
}

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

const columns: TableProps<AuditLogItem>['columns'] = [
  { title: '编号', dataIndex: 'id', width: 90 },
  { title: '时间（北京时间）', dataIndex: 'occurredAt', width: 170, render: (value: string) => shanghaiDateTime(value) },
  {
    title: '员工',
    key: 'staff',
    width: 150,
    render: (_value, row) => (
      <span>
        {row.username ?? '—'} {row.roleLabel ? <Tag>{row.roleLabel}</Tag> : null}
      </span>
    ),
  },
  { title: '操作', dataIndex: 'actionLabel', width: 170 },
  { title: '对象', dataIndex: 'target', ellipsis: true, render: (value: string | null) => value ?? '—' },
  { title: 'IP', dataIndex: 'ip', width: 130, render: (value: string | null) => value ?? '—' },
  { title: '原因', dataIndex: 'reason', ellipsis: true, render: (value: string | null) => value ?? '—' },
];

// Before/after, the browser and the row's chain hash open under the row.
function RowDetail({ row }: { row: AuditLogItem }) {
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="操作代码">{row.action}</Descriptions.Item>
      <Descriptions.Item label="变更前">
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{json(row.before)}</pre>
      </Descriptions.Item>
      <Descriptions.Item label="变更后">
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{json(row.after)}</pre>
      </Descriptions.Item>
      <Descriptions.Item label="浏览器">{row.userAgent ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="哈希">
        <Typography.Text code copyable>
          {row.hash}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

export function AuditTable(props: {
  rows: readonly AuditLogItem[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
}) {
  return (
    <Table<AuditLogItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={[...props.rows]}
      loading={props.loading}
      expandable={{ expandedRowRender: (row) => <RowDetail row={row} /> }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        showTotal: (total) => `共 ${total} 条`,
        onChange: props.onPage,
      }}
    />
  );
}
