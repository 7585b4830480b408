import type { CalendarFieldError, CalendarPreviewResponse } from '@fund-direct/domain/contracts/ops';
import { Alert, Descriptions, Table, Tag } from 'antd';

type Summary = NonNullable<CalendarPreviewResponse['summary']>;

const errorColumns = [
  { title: '字段', dataIndex: 'field', render: (field: string) => (field ? <code>{field}</code> : '整个文件'), width: 220 },
  { title: '名称', dataIndex: 'label', width: 140 },
  { title: '问题', dataIndex: 'message' },
];

const holidayColumns = [
  { title: '假期', dataIndex: 'name' },
  { title: '开始', dataIndex: 'from' },
  { title: '结束', dataIndex: 'to' },
  { title: '天数', dataIndex: 'days', render: (days: number) => `${String(days)} 天` },
  { title: '休市工作日', dataIndex: 'closedWeekdays', render: (days: number) => `${String(days)} 天` },
];

export function CalendarErrors({ errors }: { errors: readonly CalendarFieldError[] }) {
  return (
    <>
      <Alert
        type="error"
        showIcon
        title={`文件未通过校验，共 ${String(errors.length)} 处问题，请修改后重新上传`}
        style={{ marginBottom: 16 }}
      />
      <Table<CalendarFieldError>
        rowKey={(row) => `${row.field}|${row.message}`}
        size="small"
        columns={errorColumns}
        dataSource={[...errors]}
        pagination={false}
      />
    </>
  );
}

export function CalendarSummary({ summary }: { summary: Summary }) {
  return (
    <>
      <Alert type="success" showIcon title={`校验通过：${String(summary.year)} 年，${summary.outcomeLabel}`} style={{ marginBottom: 16 }} />
      <Descriptions column={3} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="年份">{summary.year} 年</Descriptions.Item>
        <Descriptions.Item label="全年交易日">{summary.tradingDays} 天</Descriptions.Item>
        <Descriptions.Item label="已导入的文号">{summary.storedSource ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="调休上班日" span={3}>
          {summary.makeUpWorkdays.length > 0 ? summary.makeUpWorkdays.map((date) => <Tag key={date}>{date}</Tag>) : '无'}
        </Descriptions.Item>
        <Descriptions.Item label="交易所额外休市日" span={3}>
          {summary.exchangeClosures.length > 0
            ? summary.exchangeClosures.map((closure) => <Tag key={closure.date}>{`${closure.date} ${closure.name}`}</Tag>)
            : '无'}
        </Descriptions.Item>
      </Descriptions>
      <Table rowKey="from" size="small" columns={holidayColumns} dataSource={summary.holidays} pagination={false} />
    </>
  );
}
