import { jobBody } from '@fund-direct/domain/contracts/ops';
import { Form, Input, InputNumber } from 'antd';
import dayjs from 'dayjs';
import { zodRule } from '@/components/zod-rule.ts';
import type { RowItem } from '../api/site-content.ts';
import { SiteKindPage } from '../components/site-kind-page.tsx';

const shape = jobBody.shape;
// Duties and requirements are edited one per line.
const toLines = (text: unknown) =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

// 招聘信息: job listings on the careers page.
export function JobsPage() {
  return (
    <SiteKindPage
      kind="job"
      title="招聘信息"
      noun="职位"
      publishable
      columns={[
        { title: '职位', dataIndex: 'title', key: 'title' },
        { title: '部门', dataIndex: 'department', key: 'department', width: 160 },
        { title: '地点', dataIndex: 'location', key: 'location', width: 100 },
        { title: '人数', dataIndex: 'headcount', key: 'headcount', width: 70 },
        {
          title: '发布时间',
          key: 'publishedAt',
          width: 170,
          render: (_, item: RowItem<'job'>) => dayjs(item.publishedAt).format('YYYY-MM-DD HH:mm'),
        },
      ]}
      empty={{ title: '', department: '', location: '上海', headcount: 1, duties: '', requirements: '' }}
      toForm={(item) => ({ ...item, duties: item.duties.join('\n'), requirements: item.requirements.join('\n') })}
      toBody={(values) => ({ ...values, duties: toLines(values.duties), requirements: toLines(values.requirements) })}
      fields={() => (
        <>
          <Form.Item name="title" label="职位名称" rules={[zodRule(shape.title, '职位名称：请填写')]}>
            <Input />
          </Form.Item>
          <Form.Item name="department" label="部门" rules={[zodRule(shape.department, '部门：请填写')]}>
            <Input />
          </Form.Item>
          <Form.Item name="location" label="工作地点" rules={[zodRule(shape.location, '工作地点：请填写')]}>
            <Input />
          </Form.Item>
          <Form.Item name="headcount" label="招聘人数" rules={[zodRule(shape.headcount, '招聘人数：请填写')]}>
            <InputNumber min={1} max={999} />
          </Form.Item>
          <Form.Item name="duties" label="岗位职责（每行一条）" rules={[{ required: true, message: '岗位职责：至少填写一条' }]}>
            <Input.TextArea rows={5} />
          </Form.Item>
          <Form.Item name="requirements" label="任职要求（每行一条）" rules={[{ required: true, message: '任职要求：至少填写一条' }]}>
            <Input.TextArea rows={5} />
          </Form.Item>
        </>
      )}
    />
  );
}
