import { SERVICE_TYPES } from '@fund-direct/domain/contracts';
import { serviceEntryBody } from '@fund-direct/domain/contracts/ops';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { zodRule } from '@/components/zod-rule.ts';
import type { RowItem } from '../api/site-content.ts';
import { FileUpload } from '@/components/file-upload.tsx';
import { RichTextEditor } from '@/components/rich-text-editor.tsx';
import { SiteKindPage } from '../components/site-kind-page.tsx';

const TYPE_OPTIONS = Object.entries(SERVICE_TYPES).map(([value, label]) => ({ value, label }));
const shape = serviceEntryBody.shape;

// 服务中心: the entries of each service-centre page (data downloads, notice publicity, guides …).
export function ServiceEntriesPage() {
  return (
    <SiteKindPage
      kind="service"
      title="服务中心"
      noun="服务内容"
      publishable
      formWidth={820}
      columns={[
        { title: '标题', dataIndex: 'title', key: 'title' },
        { title: '栏目', key: 'serviceType', width: 160, render: (_, item: RowItem<'service'>) => SERVICE_TYPES[item.serviceType] },
        {
          title: '服务时间',
          key: 'serviceTime',
          width: 170,
          render: (_, item: RowItem<'service'>) => dayjs(item.serviceTime).format('YYYY-MM-DD HH:mm'),
        },
        { title: '附件', key: 'attachments', width: 70, render: (_, item: RowItem<'service'>) => item.attachments.length },
      ]}
      filters={(params, set) => (
        <Select
          allowClear
          placeholder="服务栏目"
          style={{ width: 200 }}
          options={TYPE_OPTIONS}
          value={params.serviceType as string | undefined}
          onChange={(serviceType?: string) => set({ serviceType })}
        />
      )}
      empty={{ serviceType: 'data_download', title: '', contentHtml: '', serviceTime: dayjs(), sort: 0, attachments: [] }}
      toForm={(item) => ({ ...item, serviceTime: dayjs(item.serviceTime) })}
      toBody={(values) => ({ ...values, serviceTime: (values.serviceTime as Dayjs).toISOString() })}
      fields={() => (
        <>
          <Form.Item name="serviceType" label="服务栏目" rules={[{ required: true, message: '请选择服务栏目' }]}>
            <Select options={TYPE_OPTIONS} showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="title" label="标题" rules={[zodRule(shape.title, '标题：请填写')]}>
            <Input />
          </Form.Item>
          <Space size="large">
            <Form.Item name="serviceTime" label="服务时间" rules={[{ required: true, message: '请选择服务时间' }]}>
              <DatePicker showTime />
            </Form.Item>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} />
            </Form.Item>
          </Space>
          <Form.Item name="contentHtml" label="正文">
            <RichTextEditor />
          </Form.Item>
          <Form.List name="attachments">
            {(items, { add, remove }) => (
              <Form.Item label="附件（PDF）">
                {items.map((item) => (
                  <Space key={item.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item name={[item.name, 'name']} rules={[{ required: true, message: '附件名称：请填写' }]}>
                      <Input placeholder="附件名称" style={{ width: 220 }} />
                    </Form.Item>
                    <Form.Item name={[item.name, 'path']} rules={[{ required: true, message: '附件：请上传' }]}>
                      <FileUpload accept="pdf" />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(item.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', path: '' })}>
                  添加附件
                </Button>
              </Form.Item>
            )}
          </Form.List>
        </>
      )}
    />
  );
}
