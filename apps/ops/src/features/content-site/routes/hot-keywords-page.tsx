import { HOT_KEYWORD_RANKED, keywordBody, type KeywordItem } from '@fund-direct/domain/contracts/ops';
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { zodRule } from '@/components/zod-rule.ts';
import { useAddKeyword, useKeywordList, useRemoveKeyword, useRenameKeyword, useReorderKeywords } from '../api/site-content.ts';

// 热门搜索: the curated hot keywords in the order the site's search overlay shows them; the first four get rank icons.
// Keywords visitors search often enough follow them on the site.
export function HotKeywordsPage() {
  const { message, modal } = App.useApp();
  const list = useKeywordList();
  const add = useAddKeyword();
  const rename = useRenameKeyword();
  const remove = useRemoveKeyword();
  const reorder = useReorderKeywords();
  const [form] = Form.useForm<{ keyWord: string }>();
  const rows = list.data?.list ?? [];
  const fail = (error: Error) => void message.error(error.message);

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutateAsync(ids).then(() => void message.success('顺序已保存'), fail);
  };

  const edit = (row: KeywordItem) => {
    let next = row.keyWord;
    modal.confirm({
      title: '修改关键词',
      icon: null,
      content: <Input defaultValue={row.keyWord} maxLength={20} onChange={(event) => (next = event.target.value)} />,
      okText: '保存',
      cancelText: '取消',
      onOk: () => rename.mutateAsync({ id: row.id, keyWord: next }).then(() => void message.success('已保存'), fail),
    });
  };

  const columns = [
    {
      title: '名次',
      key: 'rank',
      width: 90,
      render: (_: unknown, __: KeywordItem, index: number) =>
        index < HOT_KEYWORD_RANKED ? <Tag color="volcano">{`TOP ${index + 1}`}</Tag> : index + 1,
    },
    { title: '关键词', dataIndex: 'keyWord', key: 'keyWord' },
    { title: '累计搜索次数', dataIndex: 'searchCount', key: 'searchCount', width: 140 },
    {
      title: '操作',
      key: 'actions',
      width: 280,
      render: (_: unknown, row: KeywordItem, index: number) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0 || reorder.isPending}
            onClick={() => move(index, -1)}
            aria-label="上移"
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={index === rows.length - 1 || reorder.isPending}
            onClick={() => move(index, 1)}
            aria-label="下移"
          />
          <Button size="small" type="link" onClick={() => edit(row)}>
            修改
          </Button>
          <Popconfirm
            title={`将“${row.keyWord}”移出热门搜索？`}
            okText="移出"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => remove.mutateAsync(row.id).then(() => void message.success('已移出'), fail)}
          >
            <Button size="small" type="link" danger>
              移出
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title="热门搜索">
      <Typography.Paragraph type="secondary">
        网站搜索框展示此处的关键词，按以下顺序排列，前 {HOT_KEYWORD_RANKED} 名带排名图标；访客搜索较多的关键词排在其后。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(values) =>
          add.mutateAsync(values.keyWord).then(() => {
            form.resetFields();
            void message.success('已添加');
          }, fail)
        }
      >
        <Form.Item name="keyWord" rules={[zodRule(keywordBody.shape.keyWord, '关键词：请填写')]}>
          <Input placeholder="新关键词" maxLength={20} style={{ width: 240 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={add.isPending}>
          添加
        </Button>
      </Form>
      {list.error ? <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} /> : null}
      <Table<KeywordItem> rowKey="id" loading={list.isFetching} columns={columns} dataSource={rows} pagination={false} />
    </Card>
  );
}
