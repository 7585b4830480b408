import { awardBody } from '@fund-direct/domain/contracts/ops';
import { Form, Image, Input, InputNumber } from 'antd';
import { zodRule } from '@/components/zod-rule.ts';
import type { RowItem } from '../api/site-content.ts';
import { FileUpload } from '@/components/file-upload.tsx';
import { SiteKindPage } from '../components/site-kind-page.tsx';

const shape = awardBody.shape;

// 荣誉奖项: the award wall of the about-us pages.
export function AwardsPage() {
  return (
    <SiteKindPage
      kind="award"
      title="荣誉奖项"
      noun="奖项"
      columns={[
        {
          title: '图片',
          key: 'image',
          width: 90,
          render: (_, item: RowItem<'award'>) => <Image src={item.image} width={56} height={56} style={{ objectFit: 'contain' }} />,
        },
        { title: '奖项名称', dataIndex: 'title', key: 'title' },
        { title: '颁发机构', dataIndex: 'issuer', key: 'issuer', width: 220 },
        { title: '年份', dataIndex: 'year', key: 'year', width: 80 },
        { title: '排序', dataIndex: 'sort', key: 'sort', width: 70 },
      ]}
      empty={{ title: '', issuer: '', year: new Date().getFullYear(), image: '', sort: 0 }}
      toForm={(item) => item}
      toBody={(values) => values}
      fields={() => (
        <>
          <Form.Item name="title" label="奖项名称" rules={[zodRule(shape.title, '奖项名称：请填写')]}>
            <Input />
          </Form.Item>
          <Form.Item name="issuer" label="颁发机构" rules={[zodRule(shape.issuer, '颁发机构：请填写')]}>
            <Input />
          </Form.Item>
          <Form.Item name="year" label="年份" rules={[zodRule(shape.year, '年份：请填写')]}>
            <InputNumber min={1990} max={2100} />
          </Form.Item>
          <Form.Item name="image" label="图片" rules={[zodRule(shape.image, '图片：请上传')]}>
            <FileUpload accept="image" />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </>
      )}
    />
  );
}
