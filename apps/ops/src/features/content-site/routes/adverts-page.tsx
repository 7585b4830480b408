import { ADVERT_KINDS, ADVERT_POSITIONS, advertBody } from '@fund-direct/domain/contracts/ops';
import { DatePicker, Form, Image, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { zodRule } from '@/components/zod-rule.ts';
import type { RowItem } from '../api/site-content.ts';
import { FileUpload } from '@/components/file-upload.tsx';
import { SiteKindPage } from '../components/site-kind-page.tsx';

const POSITION_OPTIONS = Object.entries(ADVERT_POSITIONS).map(([value, label]) => ({ value: Number(value), label }));
const KIND_OPTIONS = Object.entries(ADVERT_KINDS).map(([value, label]) => ({ value, label }));
const shape = advertBody.shape;
const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '不限');
const iso = (value: unknown) => (value ? (value as Dayjs).toISOString() : null);

// 广告与横幅: the home banner's slides and banner video, with their display window.
export function AdvertsPage() {
  return (
    <SiteKindPage
      kind="advert"
      title="广告与横幅"
      noun="广告"
      publishable
      columns={[
        {
          title: '图片',
          key: 'image',
          width: 120,
          render: (_, item: RowItem<'advert'>) => <Image src={item.image} width={96} height={40} style={{ objectFit: 'cover' }} />,
        },
        { title: '标题', dataIndex: 'title', key: 'title' },
        {
          title: '广告位',
          key: 'position',
          width: 110,
          render: (_, item: RowItem<'advert'>) => ADVERT_POSITIONS[item.position as keyof typeof ADVERT_POSITIONS] ?? item.position,
        },
        { title: '类型', key: 'kind', width: 70, render: (_, item: RowItem<'advert'>) => ADVERT_KINDS[item.kind] },
        {
          title: '展示时间',
          key: 'window',
          width: 260,
          render: (_, item: RowItem<'advert'>) => `${time(item.startAt)} 至 ${time(item.endAt)}`,
        },
        { title: '排序', dataIndex: 'sort', key: 'sort', width: 70 },
      ]}
      filters={(params, set) => (
        <Select
          allowClear
          placeholder="广告位"
          style={{ width: 140 }}
          options={POSITION_OPTIONS}
          value={params.position as number | undefined}
          onChange={(position?: number) => set({ position })}
        />
      )}
      empty={{ position: 1, kind: 'image', title: '', image: '', link: '', videoUrl: '', sort: 0, startAt: null, endAt: null }}
      toForm={(item) => ({
        ...item,
        link: item.link ?? '',
        videoUrl: item.videoUrl ?? '',
        startAt: item.startAt ? dayjs(item.startAt) : null,
        endAt: item.endAt ? dayjs(item.endAt) : null,
      })}
      toBody={(values) => ({ ...values, startAt: iso(values.startAt), endAt: iso(values.endAt) })}
      fields={() => (
        <>
          <Form.Item name="position" label="广告位" rules={[{ required: true, message: '请选择广告位' }]}>
            <Select options={POSITION_OPTIONS} />
          </Form.Item>
          <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择类型' }]}>
            <Select options={KIND_OPTIONS} />
          </Form.Item>
          <Form.Item name="title" label="标题" rules={[zodRule(shape.title, '标题：请填写')]}>
            <Input />
          </Form.Item>
          <Form.Item name="image" label="图片（视频广告为封面）" rules={[zodRule(shape.image, '图片：请上传')]}>
            <FileUpload accept="image" />
          </Form.Item>
          <Form.Item name="link" label="链接" rules={[zodRule(shape.link)]}>
            <Input placeholder="/fund/000512 或 https://…" />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(before, after) => before.kind !== after.kind}>
            {({ getFieldValue }) =>
              getFieldValue('kind') === 'video' ? (
                <Form.Item name="videoUrl" label="视频地址" rules={[zodRule(shape.videoUrl, '视频地址：视频广告须填写')]}>
                  <Input placeholder="/media/… 或 https://…" />
                </Form.Item>
              ) : null
            }
          </Form.Item>
          <Form.Item name="startAt" label="开始时间（留空为不限）">
            <DatePicker showTime />
          </Form.Item>
          <Form.Item
            name="endAt"
            label="结束时间（留空为不限）"
            dependencies={['startAt']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value: Dayjs | null) => {
                  const start = getFieldValue('startAt') as Dayjs | null;
                  if (value && start && !value.isAfter(start)) throw new Error('结束时间：须晚于开始时间');
                },
              }),
            ]}
          >
            <DatePicker showTime />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </>
      )}
    />
  );
}
