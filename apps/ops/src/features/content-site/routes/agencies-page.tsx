import { AGENCY_KINDS } from '@fund-direct/domain/contracts';
import { agencyBody } from '@fund-direct/domain/contracts/ops';
import { Form, Input, InputNumber, Select, Tag, Tooltip } from 'antd';
import { zodRule } from '@/components/zod-rule.ts';
import type { RowItem } from '../api/site-content.ts';
import { SiteKindPage } from '../components/site-kind-page.tsx';

const KIND_OPTIONS = Object.entries(AGENCY_KINDS).map(([value, label]) => ({ value, label }));
const shape = agencyBody.shape;
const SHOWN_CODES = 4;

// 销售机构: direct-sale channels and consignment agencies, with the funds each sells.
export function AgenciesPage() {
  return (
    <SiteKindPage
      kind="agency"
      title="销售机构"
      noun="销售机构"
      columns={[
        { title: '机构名称', dataIndex: 'name', key: 'name' },
        { title: '类型', key: 'kind', width: 100, render: (_, item: RowItem<'agency'>) => AGENCY_KINDS[item.kind] },
        { title: '网址', dataIndex: 'website', key: 'website', width: 220, ellipsis: true },
        { title: '客服电话', dataIndex: 'hotline', key: 'hotline', width: 120 },
        {
          title: '代销基金',
          key: 'fundCodes',
          // A long list stays one line: the first few codes and the count, all of them on hover.
          render: (_, item: RowItem<'agency'>) =>
            item.fundCodes.length === 0 ? (
              <Tag>全部基金</Tag>
            ) : (
              <Tooltip title={item.fundCodes.join('、')}>
                <span>
                  {item.fundCodes.slice(0, SHOWN_CODES).map((code) => (
                    <Tag key={code}>{code}</Tag>
                  ))}
                  {item.fundCodes.length > SHOWN_CODES ? `等 ${item.fundCodes.length} 只` : null}
                </span>
              </Tooltip>
            ),
        },
        { title: '排序', dataIndex: 'sort', key: 'sort', width: 70 },
      ]}
      filters={(params, set) => (
        <Select
          allowClear
          placeholder="机构类型"
          style={{ width: 140 }}
          options={KIND_OPTIONS}
          value={params.kind as string | undefined}
          onChange={(kind?: string) => set({ kind })}
        />
      )}
      empty={{ name: '', kind: 'consignment', website: '', hotline: '', fundCodes: [], sort: 0 }}
      toForm={(item) => ({ ...item, website: item.website ?? '', hotline: item.hotline ?? '' })}
      toBody={(values) => values}
      fields={() => (
        <>
          <Form.Item name="name" label="机构名称" rules={[zodRule(shape.name, '机构名称：请填写')]}>
            <Input />
          </Form.Item>
          <Form.Item name="kind" label="机构类型" rules={[{ required: true, message: '请选择机构类型' }]}>
            <Select options={KIND_OPTIONS} />
          </Form.Item>
          <Form.Item name="website" label="网址" rules={[zodRule(shape.website)]}>
            <Input placeholder="https://…" />
          </Form.Item>
          <Form.Item name="hotline" label="客服电话" rules={[zodRule(shape.hotline)]}>
            <Input />
          </Form.Item>
          <Form.Item name="fundCodes" label="代销基金代码（直销机构留空表示全部基金）">
            <Select mode="tags" tokenSeparators={[',', '，', ' ']} placeholder="输入 6 位基金代码后回车" />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </>
      )}
    />
  );
}
