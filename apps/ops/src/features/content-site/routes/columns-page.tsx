import { columnBody } from '@fund-direct/domain/contracts/ops';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select } from 'antd';
import { zodRule } from '@/components/zod-rule.ts';
import { siteListQuery, type RowItem } from '../api/site-content.ts';
import { SiteKindPage } from '../components/site-kind-page.tsx';

const shape = columnBody.shape;

// 栏目: the content columns articles are filed under (top-level and one level below).
export function ColumnsPage() {
  // The parent choices: every column (a hundred is far above the site's count).
  const all = useQuery(siteListQuery('column', { page: 1, pageSize: 100 }));
  const names = new Map((all.data?.list ?? []).map((column) => [column.id, column.name]));
  const parentOptions = [
    { value: 0, label: '（一级栏目）' },
    ...(all.data?.list ?? []).filter((c) => c.parentId === 0).map((c) => ({ value: c.id, label: c.name })),
  ];
  return (
    <SiteKindPage
      kind="column"
      title="栏目"
      noun="栏目"
      columns={[
        { title: '编号', dataIndex: 'id', key: 'id', width: 80 },
        { title: '栏目名称', dataIndex: 'name', key: 'name' },
        {
          title: '上级栏目',
          key: 'parentId',
          width: 200,
          render: (_, item: RowItem<'column'>) => (item.parentId === 0 ? '—' : (names.get(item.parentId) ?? item.parentId)),
        },
        { title: '排序', dataIndex: 'sort', key: 'sort', width: 70 },
      ]}
      empty={{ name: '', parentId: 0, sort: 0 }}
      toForm={(item) => item}
      toBody={(values) => values}
      fields={() => (
        <>
          <Form.Item name="name" label="栏目名称" rules={[zodRule(shape.name, '栏目名称：请填写')]}>
            <Input />
          </Form.Item>
          <Form.Item name="parentId" label="上级栏目">
            <Select options={parentOptions} />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </>
      )}
    />
  );
}
