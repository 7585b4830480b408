import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { AuditLogFilter } from '@fund-direct/domain/contracts/ops';
import { AUDIT_ACTIONS } from '@fund-direct/domain/ops';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

export type AuditFilterValues = Partial<AuditLogFilter>;

interface FormValues {
  range?: [Dayjs | null, Dayjs | null] | null;
  staff?: string;
  action?: string;
  target?: string;
}

const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label: `${label}（${value}）` }));

function toFilter(values: FormValues): AuditFilterValues {
  const [from, to] = values.range ?? [];
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    from: from?.format('YYYY-MM-DD'),
    to: to?.format('YYYY-MM-DD'),
    staff: text(values.staff),
    action: values.action as AuditLogFilter['action'],
    target: text(values.target),
  };
}

function toForm(filter: AuditFilterValues): FormValues {
  return {
    range: filter.from || filter.to ? [filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null] : null,
    staff: filter.staff,
    action: filter.action,
    target: filter.target,
  };
}

// The auditor's filters: dates are Shanghai calendar days, both ends included (the server's rule).
export function AuditFilters(props: { value: AuditFilterValues; onSearch: (filter: AuditFilterValues) => void; exportUrl: string }) {
  const [form] = Form.useForm<FormValues>();
  return (
    <Form form={form} layout="inline" initialValues={toForm(props.value)} onFinish={(values) => props.onSearch(toFilter(values))}>
      <Form.Item name="range" label="日期">
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="staff" label="员工">
        <Input placeholder="用户名" allowClear style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="action" label="操作">
        <Select placeholder="全部" allowClear options={ACTION_OPTIONS} style={{ width: 240 }} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="target" label="对象">
        <Input placeholder="如基金代码、申请编号" allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue({ range: null, staff: undefined, action: undefined, target: undefined });
              props.onSearch({});
            }}
          >
            重置
          </Button>
          {/* Exports what the filters above last searched for, newest first. */}
          <Button icon={<DownloadOutlined />} href={props.exportUrl} download>
            导出 CSV
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
