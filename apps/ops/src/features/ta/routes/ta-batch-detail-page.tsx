import type { TaBatchStepView } from '@fund-direct/domain/contracts/ops';
import { Alert, Card, Descriptions, Progress, Space, Table, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useTaBatchDetail } from '../api/ta-batch-detail.ts';
import { BatchStateTag, StepStateTag } from '../components/batch-state-tag.tsx';
import { TaRunButton } from '../components/ta-run-button.tsx';
import { formatDuration, formatInstant } from '../ta-format.ts';

const columns = [
  { title: '序号', render: (_: unknown, __: TaBatchStepView, index: number) => index + 1, width: 64 },
  { title: '步骤', dataIndex: 'label' },
  { title: '状态', render: (_: unknown, step: TaBatchStepView) => <StepStateTag state={step.state} />, width: 100 },
  { title: '处理笔数', dataIndex: 'rows', render: (rows: number | null) => (rows === null ? '—' : `${String(rows)} 笔`), width: 110 },
  { title: '耗时', dataIndex: 'durationMs', render: formatDuration, width: 110 },
  {
    title: '错误信息',
    dataIndex: 'error',
    render: (error: string | null) => (error ? <Typography.Text type="danger">{error}</Typography.Text> : null),
  },
];

export function TaBatchDetailPage() {
  const { date = '' } = useParams();
  const detail = useTaBatchDetail(date);
  const batch = detail.data?.batch ?? null;
  const busy = batch?.state === 'queued' || batch?.state === 'running';
  const percent = batch ? Math.round((batch.stepsDone / batch.stepCount) * 100) : 0;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <Link to="/ta">TA 批处理</Link>
            <span>/</span>
            <span>交易日 {date}</span>
          </Space>
        }
        // Not disabled while running: a run cut off by a restart stays "running", and a re-run is safe at any time (idempotent
        // steps taken in turn under the batch lock).
        extra={detail.data ? <TaRunButton tradeDate={date} rerun={batch !== null} /> : null}
      >
        {detail.error ? <Alert type="error" showIcon title={detail.error.message} /> : null}
        {batch ? (
          <>
            <Descriptions column={3} size="small">
              <Descriptions.Item label="状态">
                <BatchStateTag state={batch.state} />
              </Descriptions.Item>
              <Descriptions.Item label="开始时间">{formatInstant(batch.startedAt)}</Descriptions.Item>
              <Descriptions.Item label="结束时间">{formatInstant(batch.finishedAt)}</Descriptions.Item>
              <Descriptions.Item label="运行次数">{batch.runs}</Descriptions.Item>
              <Descriptions.Item label="批准人">{batch.approvedBy ?? '命令行或定时任务'}</Descriptions.Item>
            </Descriptions>
            <Progress
              percent={percent}
              status={batch.state === 'failed' ? 'exception' : busy ? 'active' : 'normal'}
              format={() => `${String(batch.stepsDone)} / ${String(batch.stepCount)} 步`}
            />
            {batch.state === 'failed' ? (
              <Alert
                type="error"
                showIcon
                title={batch.failedStepLabel ? `步骤「${batch.failedStepLabel}」失败` : '批处理未能开始'}
                description={batch.error}
                style={{ marginTop: 16 }}
              />
            ) : null}
          </>
        ) : detail.data ? (
          <Typography.Text type="secondary">该交易日尚未运行批处理。</Typography.Text>
        ) : null}
      </Card>
      <Card title="步骤">
        <Table<TaBatchStepView>
          rowKey="step"
          size="middle"
          loading={detail.isLoading}
          dataSource={detail.data?.steps ?? []}
          columns={columns}
          pagination={false}
        />
      </Card>
    </Space>
  );
}
