import { Button, Form, Input, Space } from 'antd';

// 文档: the documents the fund page lists, in display order.
export function FundDocumentsTab() {
  return (
    <Form.List name="documents">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
              <Form.Item name={[field.name, 'kind']} label="类型代码">
                <Input placeholder="prospectus" style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'name']} label="名称">
                <Input style={{ width: 280 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'url']} label="地址">
                <Input style={{ width: 360 }} />
              </Form.Item>
              <Button type="link" danger onClick={() => remove(field.name)}>
                删除
              </Button>
            </Space>
          ))}
          <Button type="dashed" onClick={() => add({ kind: '', name: '', url: '' })}>
            增加文档
          </Button>
        </>
      )}
    </Form.List>
  );
}
