import type { TaBatchSummary } from '@fund-direct/domain/contracts/ops';
import { Alert, Card, DatePicker, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTaBatches } from '../api/ta-batches.ts';
import { BatchStateTag } from '../components/batch-state-tag.tsx';
import { TaRunButton } from '../components/ta-run-button.tsx';
import { formatInstant } from '../ta-format.ts';

const PAGE_SIZE = 20;

function RunNewDate() {
  const [date, setDate] = useState<Dayjs | null>(null);
  const tradeDate = date?.format('YYYY-MM-DD');
  return (
    <Space>
      <DatePicker placeholder="选择交易日" value={date} onChange={setDate} aria-label="交易日" />
      <TaRunButton tradeDate={tradeDate ?? ''} rerun={false} disabled={!tradeDate} />
    </Space>
  );
}

export function TaBatchListPage() {
  const [page, setPage] = useState(1);
  const batches = useTaBatches(page, PAGE_SIZE);
  const columns = [
    {
      title: '交易日',
      dataIndex: 'tradeDate',
      render: (date: string) => <Link to={`/ta/${date}`}>{date}</Link>,
    },
    { title: '状态', dataIndex: 'state', render: (_: unknown, batch: TaBatchSummary) => <BatchStateTag state={batch.state} /> },
    { title: '进度', render: (_: unknown, batch: TaBatchSummary) => `${String(batch.stepsDone)} / ${String(batch.stepCount)} 步` },
    { title: '开始时间', dataIndex: 'startedAt', render: formatInstant },
    { title: '结束时间', dataIndex: 'finishedAt', render: formatInstant },
    { title: '运行次数', dataIndex: 'runs' },
    {
      title: '失败原因',
      render: (_: unknown, batch: TaBatchSummary) =>
        batch.state === 'failed' ? (
          <Typography.Text type="danger" ellipsis={{ tooltip: batch.error }} style={{ maxWidth: 320 }}>
            {batch.failedStepLabel ? `${batch.failedStepLabel}：` : ''}
            {batch.error}
          </Typography.Text>
        ) : null,
    },
  ];
  return (
    <Card title="TA 批处理" extra={<RunNewDate />}>
      {batches.error ? <Alert type="error" showIcon title={batches.error.message} style={{ marginBottom: 16 }} /> : null}
      <Table<TaBatchSummary>
        rowKey="tradeDate"
        loading={batches.isLoading}
        dataSource={batches.data?.items ?? []}
        columns={columns}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: batches.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        locale={{ emptyText: '尚无批处理记录' }}
      />
    </Card>
  );
}
