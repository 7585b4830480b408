import { Alert, Button, Card, Descriptions, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { useCalendarYear } from '../api/calendar-year.ts';
import { MonthGrid } from '../components/month-grid.tsx';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export function CalendarYearPage() {
  const [year, setYear] = useState<number | undefined>(undefined);
  const calendar = useCalendarYear(year);
  const me = useCurrentStaff();
  const data = calendar.data;
  const years = data ? Array.from({ length: data.lastYear - data.firstYear + 1 }, (_, i) => data.lastYear - i) : [];
  return (
    <Card
      title="交易日历"
      extra={
        <Space>
          <Select
            aria-label="年份"
            style={{ width: 120 }}
            value={data?.year}
            options={years.map((y) => ({ value: y, label: `${String(y)} 年` }))}
            onChange={setYear}
          />
          {me.data?.permissions.includes('fund.propose') ? (
            <Link to="/calendar/import">
              <Button type="primary">导入新年份</Button>
            </Link>
          ) : null}
        </Space>
      }
    >
      {calendar.error ? <Alert type="error" showIcon title={calendar.error.message} style={{ marginBottom: 16 }} /> : null}
      {data ? (
        <>
          <Descriptions column={4} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="年份">{data.year} 年</Descriptions.Item>
            <Descriptions.Item label="全年交易日">{data.tradingDays} 天</Descriptions.Item>
            <Descriptions.Item label="来源">
              {data.origin === 'built-in' ? (
                <Tag>随版本发布的内置数据</Tag>
              ) : (
                <Tag color="blue">{data.source ?? '已导入（未注明文号）'}</Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="覆盖范围">
              {data.firstYear}–{data.lastYear} 年
            </Descriptions.Item>
          </Descriptions>
          <Space size={16} style={{ marginBottom: 16 }}>
            <Tag color="green">交易日</Tag>
            <Tag color="red">节假日休市</Tag>
            <Tag color="orange">调休上班（交易所休市）</Tag>
            <Tag>周末</Tag>
          </Space>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 16 }}>
            {MONTHS.map((month) => (
              <MonthGrid key={month} month={month} days={data.days.filter((day) => Number(day.date.slice(5, 7)) === month)} />
            ))}
          </div>
        </>
      ) : null}
    </Card>
  );
}
