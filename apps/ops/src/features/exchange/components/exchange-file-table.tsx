import type { ExchangeFileView } from '@fund-direct/domain/contracts/ops';
import { formatDate } from '@fund-direct/domain/format';
import { Table, Typography, type TableProps } from 'antd';
import { exchangeFileUrl } from '../api/exchange-file-url.ts';
import { FileStateTag } from './file-state-tag.tsx';

// One box of the day: the files the protocol expects in it, whether written or received yet, and why one was refused.
export function ExchangeFileTable({ tradeDate, files, loading }: { tradeDate: string; files: ExchangeFileView[]; loading: boolean }) {
  const columns: TableProps<ExchangeFileView>['columns'] = [
    { title: '方向', dataIndex: 'directionLabel', width: 72 },
    { title: '文件类型', dataIndex: 'fileTypeLabel', width: 130 },
    {
      title: '文件名',
      dataIndex: 'name',
      render: (name: string, file) =>
        file.downloadable ? (
          <Typography.Link href={exchangeFileUrl(tradeDate, file.direction, name)} download={name}>
            {name}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">{name}</Typography.Text>
        ),
    },
    { title: '状态', dataIndex: 'state', width: 96, render: (_: unknown, file) => <FileStateTag state={file.state} /> },
    { title: '记录数', dataIndex: 'recordCount', width: 90, align: 'right', render: (n: number | null) => (n === null ? '—' : n) },
    {
      title: '原因',
      dataIndex: 'reason',
      render: (reason: string | null, file) =>
        reason ? <Typography.Text type={file.state === 'refused' ? 'danger' : 'secondary'}>{reason}</Typography.Text> : null,
    },
    { title: '更新时间', dataIndex: 'updatedAt', width: 170, render: (at: string | null) => formatDate(at, 'YYYY-MM-DD HH:mm:ss') },
  ];
  return (
    <Table<ExchangeFileView>
      rowKey={(file) => `${file.direction}/${file.name}`}
      size="middle"
      columns={columns}
      dataSource={files}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
