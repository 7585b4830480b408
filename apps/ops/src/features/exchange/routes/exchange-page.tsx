import { EXCHANGE_TEXT } from '@fund-direct/domain/contracts/ops';
import { Alert, Card, Space, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useExchangeDay } from '../api/exchange-day.ts';
import { useExchangeDays } from '../api/exchange-days.ts';
import { DayPicker } from '../components/day-picker.tsx';
import { ExchangeActions } from '../components/exchange-actions.tsx';
import { ExchangeBreakTable } from '../components/exchange-break-table.tsx';
import { ExchangeFileTable } from '../components/exchange-file-table.tsx';

const PRODUCTION_NOTE = '生产环境不提供内置登记机构应答：登记机构的文件由其送入收件箱后，在此导入。';

// 数据交换: one trading day's files with the registrar (docs/ta-exchange.md), the day chosen in the address (?date=),
// the latest trading day by default.
export function ExchangePage() {
  const [params, setParams] = useSearchParams();
  const days = useExchangeDays();
  const date = params.get('date') ?? days.data?.days[0]?.tradeDate ?? '';
  const day = useExchangeDay(date);
  const mode = day.data ?? days.data;
  const error = days.error ?? day.error;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title="数据交换"
        extra={
          mode ? (
            <Space>
              <Typography.Text type="secondary">TA 模式</Typography.Text>
              <Tag color={mode.mode === 'exchange' ? 'blue' : 'default'}>{mode.modeLabel}</Tag>
            </Space>
          ) : null
        }
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {error ? <Alert type="error" showIcon title={error.message} /> : null}
          {mode?.mode === 'embedded' ? <Alert type="info" showIcon title={EXCHANGE_TEXT.embeddedMode} /> : null}
          {mode && mode.mode === 'exchange' && !mode.counterpartyAllowed ? <Alert type="info" showIcon title={PRODUCTION_NOTE} /> : null}
          <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
            <DayPicker value={date} days={days.data?.days ?? []} onChange={(next) => setParams({ date: next })} />
            {day.data ? <ExchangeActions day={day.data} /> : null}
          </Space>
        </Space>
      </Card>
      <Card title="发送（发件箱）">
        <ExchangeFileTable tradeDate={date} files={day.data?.outbox ?? []} loading={day.isLoading} />
      </Card>
      <Card title="接收（收件箱）">
        <ExchangeFileTable tradeDate={date} files={day.data?.inbox ?? []} loading={day.isLoading} />
      </Card>
      <Card title={`差错（${String(day.data?.breaks.length ?? 0)}）`}>
        <ExchangeBreakTable breaks={day.data?.breaks ?? []} loading={day.isLoading} />
      </Card>
    </Space>
  );
}
