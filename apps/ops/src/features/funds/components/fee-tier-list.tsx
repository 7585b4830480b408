import { Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';

// One fee schedule as rows [from, to): the first row starts at 0, each row starts where the one before ends,
// and only the last row is left open (blank "to"). The contract checks this when the form is submitted.

export function AmountTierList({ name, title }: { name: 'subscription' | 'purchase'; title: string }) {
  return (
    <Form.List name={['fees', name]}>
      {(fields, { add, remove }) => (
        <>
          <Typography.Title level={5}>{title}</Typography.Title>
          <Typography.Paragraph type="secondary">
            按费率填小数（0.015 即 1.5%），每笔固定填元；最后一档截止金额留空表示不限。
          </Typography.Paragraph>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
              <Typography.Text>第{index + 1}档</Typography.Text>
              <Form.Item name={[field.name, 'min']} label="起始金额（含）">
                <Input suffix="元" style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'max']} label="截止金额（不含）">
                <Input suffix="元" placeholder="不限" style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'kind']} label="收费方式">
                <Select
                  style={{ width: 120 }}
                  options={[
                    { value: 'rate', label: '按费率' },
                    { value: 'fixed', label: '每笔固定' },
                  ]}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'value']} label="费率/费用">
                <Input style={{ width: 120 }} />
              </Form.Item>
              <Button type="link" danger onClick={() => remove(field.name)}>
                删除
              </Button>
            </Space>
          ))}
          <Button type="dashed" onClick={() => add({ min: '', max: '', kind: 'rate', value: '' })} style={{ marginBottom: 24 }}>
            增加一档
          </Button>
        </>
      )}
    </Form.List>
  );
}

export function HoldingTierList() {
  return (
    <Form.List name={['fees', 'redemption']}>
      {(fields, { add, remove }) => (
        <>
          <Typography.Title level={5}>赎回费率（按持有天数）</Typography.Title>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
              <Typography.Text>第{index + 1}档</Typography.Text>
              <Form.Item name={[field.name, 'minDays']} label="持有天数（含）">
                <InputNumber min={0} precision={0} style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'maxDays']} label="至（不含）">
                <InputNumber min={1} precision={0} placeholder="不限" style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'rate']} label="费率">
                <Input style={{ width: 120 }} />
              </Form.Item>
              <Button type="link" danger onClick={() => remove(field.name)}>
                删除
              </Button>
            </Space>
          ))}
          <Button type="dashed" onClick={() => add({ minDays: null, maxDays: null, rate: '' })} style={{ marginBottom: 24 }}>
            增加一档
          </Button>
        </>
      )}
    </Form.List>
  );
}
