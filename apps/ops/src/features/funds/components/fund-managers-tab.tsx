import { Button, Form, Input, Select, Space, Typography } from 'antd';

// 基金经理: tenures with their dates; a blank leaving date marks a current manager (at least one is required).
export function FundManagersTab({ options }: { options: readonly { manId: string; name: string }[] }) {
  const choices = options.map((m) => ({ value: m.manId, label: `${m.name}（${m.manId}）` }));
  return (
    <Form.List name="managers">
      {(fields, { add, remove }) => (
        <>
          <Typography.Paragraph type="secondary">离任日期留空表示现任；至少保留一位现任基金经理。</Typography.Paragraph>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
              <Form.Item name={[field.name, 'manId']} label="基金经理">
                <Select options={choices} showSearch optionFilterProp="label" style={{ width: 200 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'startDate']} label="任职日期">
                <Input type="date" style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'endDate']} label="离任日期">
                <Input type="date" placeholder="现任" style={{ width: 160 }} />
              </Form.Item>
              <Button type="link" danger onClick={() => remove(field.name)}>
                删除
              </Button>
            </Space>
          ))}
          <Button type="dashed" onClick={() => add({ manId: undefined, startDate: '', endDate: '' })}>
            增加任职记录
          </Button>
        </>
      )}
    </Form.List>
  );
}
