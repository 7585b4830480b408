import { DatePicker, Form, Radio, Select, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { PLAN_UNITS, WEEKDAYS, type WeekdayCode } from '@fund-direct/domain/codes';
import { formatDate } from '@fund-direct/domain/format';
import { ApiError } from '@/lib/http.ts';
import { usePlanWorkdates } from '../api/plan-workdates.ts';
import { planSchedule, type PlanScheduleValues } from '../trade-requests.ts';
import { TradeFacts } from './trade-facts.tsx';

const DATE = 'YYYY-MM-DD';
// §3: a monthly plan deducts on day 1-28, so every month has its day.
const MONTH_DAYS = Array.from({ length: 28 }, (_, i) => ({ value: i + 1, label: `每月${i + 1}日` }));
const WEEKDAY_OPTIONS = (Object.keys(WEEKDAYS) as WeekdayCode[]).map((code) => ({ value: code, label: WEEKDAYS[code] }));
const UNIT_OPTIONS = (['0', '1', '2'] as const).map((unit) => ({ value: unit, label: PLAN_UNITS[unit] }));

interface PlanScheduleItemsProps {
  form: FormInstance;
  // The Shanghai date of the server (workdates): a plan cannot start before it.
  today: string | undefined;
}

// Cycle (§3 units 0/1/2), the day of the month or the weekday (codes 02-06), the start date, and the
// next deduction date from the fixed-plan workdates call.
export function PlanScheduleItems({ form, today }: PlanScheduleItemsProps) {
  const values = (Form.useWatch([], form) ?? {}) as PlanScheduleValues;
  const schedule = planSchedule(values);
  const workdates = usePlanWorkdates(schedule);
  const upcoming = schedule && workdates.data ? workdates.data : null;

  return (
    <>
      <Form.Item label="定投周期" name="unit">
        <Radio.Group optionType="button" options={UNIT_OPTIONS} />
      </Form.Item>
      {values.unit === '0' ? (
        <Form.Item label="扣款日" name="dayOfMonth" rules={[{ required: true, message: '请选择每月扣款日' }]}>
          <Select placeholder="请选择每月扣款日" options={MONTH_DAYS} style={{ maxWidth: 200 }} />
        </Form.Item>
      ) : null}
      {values.unit === '1' ? (
        <Form.Item label="扣款日" name="weekday" rules={[{ required: true, message: '请选择每周扣款日' }]}>
          <Select placeholder="请选择每周扣款日" options={WEEKDAY_OPTIONS} style={{ maxWidth: 200 }} />
        </Form.Item>
      ) : null}
      <Form.Item
        label="开始日期"
        name="startDate"
        rules={[{ required: true, message: '请选择开始日期' }]}
        getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value, DATE) : undefined })}
        normalize={(value: Dayjs | null) => (value ? value.format(DATE) : undefined)}
      >
        <DatePicker
          placeholder="请选择开始日期"
          inputReadOnly
          allowClear={false}
          disabledDate={(date: Dayjs) => (today ? date.format(DATE) < today : false)}
        />
      </Form.Item>
      <Form.Item label="扣款日期">
        {schedule && workdates.isError ? (
          <span role="alert">{workdates.error instanceof ApiError ? workdates.error.msg : '扣款日期计算失败，请稍后重试'}</span>
        ) : upcoming ? (
          <TradeFacts
            label="扣款日期"
            items={[
              { label: '定投周期', value: upcoming.cycleText },
              { label: '首次扣款日期', value: formatDate(upcoming.nextDate) },
              upcoming.dates.length > 1
                ? {
                    label: '其后扣款日期',
                    value: upcoming.dates
                      .slice(1, 3)
                      .map((d) => formatDate(d))
                      .join('、'),
                  }
                : null,
            ]}
          />
        ) : (
          <span className="fd-trade-hint">{workdates.isFetching ? '计算中…' : '选择周期、扣款日和开始日期后显示'}</span>
        )}
      </Form.Item>
    </>
  );
}
