import type { IdReviewItem } from '@fund-direct/domain/contracts/ops';
import { formatDate } from '@fund-direct/domain/format';
import { Alert, Card, Table } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { useIdReviews } from '../api/id-reviews.ts';

// 客服 → 证件审核: the uploads waiting for a person, oldest first (the order the server gives).
export function IdReviewListPage() {
  const query = useIdReviews();
  const columns: TableProps<IdReviewItem>['columns'] = [
    { title: '上传时间', key: 'uploadedAt', width: 180, render: (_v, row) => formatDate(row.uploadedAt, 'YYYY-MM-DD HH:mm:ss') },
    { title: '客户号', dataIndex: 'custno', width: 120 },
    { title: '姓名', dataIndex: 'custname', width: 160, render: (value: string | null) => value ?? '—' },
    { title: '手机号', dataIndex: 'mobileMasked', width: 160 },
    { title: '操作', key: 'open', render: (_v, row) => <Link to={`/id-reviews/${row.id}`}>审核</Link> },
  ];
  return (
    <Card title="证件审核">
      {query.error ? <Alert type="error" showIcon message={query.error.message} style={{ marginBottom: 16 }} /> : null}
      <Table<IdReviewItem>
        rowKey="id"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        pagination={false}
        locale={{ emptyText: '暂无待审核的身份证照片' }}
      />
    </Card>
  );
}
