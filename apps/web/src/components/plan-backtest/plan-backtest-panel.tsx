import { Alert, Button, DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PLAN_UNITS, WEEKDAYS, type WeekdayCode } from '@fund-direct/domain/codes';
import { useFundBacktest } from '@/api/content/fund-backtest.ts';
import { AntdProvider } from '@/components/antd-provider.tsx';
import { ApiError } from '@/lib/http.ts';
import { PlanBacktestFigures } from './plan-backtest-figures.tsx';
import { backtestParams, fixPlanHref, type BacktestValues } from './plan-backtest-values.ts';
import './plan-backtest.css';

const PlanBacktestChart = lazy(() => import('./plan-backtest-chart.tsx').then((m) => ({ default: m.PlanBacktestChart })));

const DATE = 'YYYY-MM-DD';
const MONTH_DAYS = Array.from({ length: 28 }, (_, i) => ({ value: i + 1, label: `每月${i + 1}日` }));
const WEEKDAY_OPTIONS = (Object.keys(WEEKDAYS) as WeekdayCode[]).map((code) => ({ value: code, label: WEEKDAYS[code] }));
const UNIT_OPTIONS = (['0', '1', '2'] as const).map((unit) => ({ value: unit, label: PLAN_UNITS[unit] }));
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
// Three years back by default: long enough to see a cycle, within most funds' history.
const DEFAULT_YEARS = 3;

export interface PlanBacktestPanelProps {
  fundCode: string;
  // The fund's first and latest NAV days bound the dates.
  firstDate: string | null;
  lastDate: string | null;
  initial?: Partial<BacktestValues>;
  // Offer 按此设置定投 (the fund detail page); the fix page is already there.
  planLink: boolean;
}

const dateProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value, DATE) : undefined }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE) : undefined),
};

function defaultStart(firstDate: string | null, lastDate: string | null): string {
  const start = dayjs(lastDate ?? undefined)
    .subtract(DEFAULT_YEARS, 'year')
    .format(DATE);
  return firstDate && firstDate > start ? firstDate : start;
}

// 定投回测: the form, then the plan against the same money invested at once, figures and curves.
export function PlanBacktestPanel({ fundCode, firstDate, lastDate, initial, planLink }: PlanBacktestPanelProps) {
  const [form] = Form.useForm<BacktestValues>();
  const [startValues] = useState<BacktestValues>(() => ({
    amount: '1000',
    unit: '0',
    dayOfMonth: 1,
    startDate: defaultStart(firstDate, lastDate),
    ...(lastDate ? { endDate: lastDate } : {}),
    ...initial,
  }));
  // The panel opens with a first run of its initial values.
  const [asked, setAsked] = useState(() => backtestParams(fundCode, startValues));
  const [draft, setDraft] = useState<BacktestValues>(startValues);
  const unit = Form.useWatch('unit', form) ?? startValues.unit;
  const backtest = useFundBacktest(asked);
  const outOfRange = (date: Dayjs) => {
    const day = date.format(DATE);
    return (firstDate !== null && day < firstDate) || (lastDate !== null && day > lastDate);
  };

  const onFinish = (values: BacktestValues) => {
    setAsked(backtestParams(fundCode, values));
    setDraft(values);
  };

  return (
    <AntdProvider>
      <div className="fd-backtest">
        <Form form={form} layout="vertical" className="fd-backtest__form" initialValues={startValues} onFinish={onFinish}>
          <Form.Item
            label="每期金额（元）"
            name="amount"
            rules={[
              { required: true, message: '请输入每期金额' },
              { pattern: AMOUNT, message: '金额格式不正确，最多保留两位小数' },
            ]}
          >
            <Input inputMode="decimal" placeholder="例如 1000" />
          </Form.Item>
          <Form.Item label="定投周期" name="unit">
            <Radio.Group optionType="button" options={UNIT_OPTIONS} />
          </Form.Item>
          {unit === '0' ? (
            <Form.Item label="扣款日" name="dayOfMonth" rules={[{ required: true, message: '请选择每月扣款日' }]}>
              <Select options={MONTH_DAYS} placeholder="请选择每月扣款日" />
            </Form.Item>
          ) : null}
          {unit === '1' ? (
            <Form.Item label="扣款日" name="weekday" rules={[{ required: true, message: '请选择每周扣款日' }]}>
              <Select options={WEEKDAY_OPTIONS} placeholder="请选择每周扣款日" />
            </Form.Item>
          ) : null}
          <Form.Item label="开始日期" name="startDate" rules={[{ required: true, message: '请选择开始日期' }]} {...dateProps}>
            <DatePicker inputReadOnly allowClear={false} disabledDate={outOfRange} placeholder="请选择开始日期" />
          </Form.Item>
          <Form.Item label="结束日期" name="endDate" {...dateProps}>
            <DatePicker inputReadOnly disabledDate={outOfRange} placeholder="最新净值日" />
          </Form.Item>
          <Form.Item className="fd-backtest__submit">
            <Button type="primary" htmlType="submit" loading={backtest.isFetching}>
              开始回测
            </Button>
          </Form.Item>
        </Form>
        {backtest.isError ? (
          <Alert
            type="error"
            showIcon
            title={backtest.error instanceof ApiError ? backtest.error.msg : '回测失败，请稍后重试'}
            role="alert"
          />
        ) : null}
        {backtest.data ? (
          <div className="fd-backtest__result" aria-live="polite">
            <PlanBacktestFigures result={backtest.data} />
            <Suspense fallback={<div className="fd-backtest__chart-space" />}>
              <PlanBacktestChart result={backtest.data} />
            </Suspense>
            {planLink ? (
              <Link className="fd-button fd-button--primary fd-backtest__plan" to={fixPlanHref(fundCode, draft)}>
                按此设置定投
              </Link>
            ) : null}
          </div>
        ) : null}
        <p className="fd-backtest__note">
          回测按基金历史净值和当前申购费率（含网上直销折扣）计算：扣款日遇非交易日顺延至下一交易日，当日无净值则不扣款，分红按红利再投资计。回测结果不代表未来收益。
        </p>
      </div>
    </AntdProvider>
  );
}
