import { PlusOutlined } from '@ant-design/icons';
import { App, Alert, Button, Card, Form, Input, Modal, Popconfirm, Space, Table, type FormInstance, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useDeleteSiteItem, useSaveSiteItem, useSiteList, type ListParams, type RowItem, type RowKind } from '../api/site-content.ts';
import { PublishControls, PublishStateTag } from './publish-controls.tsx';

type FormValues = Record<string, unknown>;

export interface SiteKindPageProps<K extends RowKind> {
  kind: K;
  title: string;
  // Nouns for the buttons and dialogs ('招聘信息').
  noun: string;
  columns: TableColumnsType<RowItem<K>>;
  // Filters beside the keyword search; they write into the list's query.
  filters?: (params: ListParams, set: (patch: ListParams) => void) => ReactNode;
  fields: (form: FormInstance<FormValues>) => ReactNode;
  empty: FormValues;
  toForm: (item: RowItem<K>) => FormValues;
  toBody: (values: FormValues) => unknown;
  publishable?: boolean;
  formWidth?: number;
}

// A content kind's list (filters, keyword, paging), its create/edit dialog, and per row edit, publish and delete.
export function SiteKindPage<K extends RowKind>(props: SiteKindPageProps<K>) {
  const { kind, title, noun, publishable } = props;
  const { message } = App.useApp();
  const [params, setParams] = useState<ListParams>({ page: 1, pageSize: 20 });
  const list = useSiteList(kind, params);
  const save = useSaveSiteItem(kind);
  const remove = useDeleteSiteItem(kind);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [form] = Form.useForm<FormValues>();
  const set = (patch: ListParams) => setParams((current) => ({ ...current, page: 1, ...patch }));

  const open = (item?: RowItem<K>) => {
    save.reset();
    form.setFieldsValue(item ? props.toForm(item) : props.empty);
    setEditing(item ? { id: item.id } : {});
  };
  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({ ...(editing?.id ? { id: editing.id } : {}), body: props.toBody(values) });
    void message.success(editing?.id ? '已保存' : publishable ? '已保存为草稿' : '已保存');
    setEditing(null);
  };

  const columns: TableColumnsType<RowItem<K>> = [
    ...props.columns,
    ...(publishable
      ? [
          {
            title: '状态',
            key: 'state',
            width: 150,
            render: (_: unknown, item: RowItem<K>) =>
              'displayState' in item ? <PublishStateTag state={item.displayState} publishedAt={item.publishedAt} /> : null,
          },
        ]
      : []),
    {
      title: '操作',
      key: 'actions',
      width: publishable ? 260 : 140,
      render: (_: unknown, item: RowItem<K>) => (
        <Space size={4}>
          <Button size="small" type="link" onClick={() => open(item)}>
            编辑
          </Button>
          {publishable && 'publishState' in item ? <PublishControls kind={kind} id={item.id} state={item.publishState} /> : null}
          <Popconfirm
            title={`删除该${noun}？`}
            description="删除后网站不再展示，且不能恢复。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() =>
              remove.mutateAsync(item.id).then(
                () => void message.success('已删除'),
                (error: Error) => void message.error(error.message),
              )
            }
          >
            <Button size="small" type="link" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open()}>
          {`新建${noun}`}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        {props.filters?.(params, set)}
        <Input.Search allowClear placeholder="按名称搜索" style={{ width: 240 }} onSearch={(keyword) => set({ keyword })} />
      </Space>
      {list.error ? <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} /> : null}
      <Table<RowItem<K>>
        rowKey="id"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: Number(params.page),
          pageSize: Number(params.pageSize),
          total: list.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (page, pageSize) => setParams((current) => ({ ...current, page, pageSize })),
        }}
      />
      <Modal
        open={editing !== null}
        title={editing?.id ? `编辑${noun}` : `新建${noun}`}
        okText="保存"
        cancelText="取消"
        width={props.formWidth ?? 640}
        confirmLoading={save.isPending}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setEditing(null)}
        forceRender
      >
        {save.error ? <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} /> : null}
        <Form form={form} layout="vertical" requiredMark={false}>
          {props.fields(form)}
        </Form>
      </Modal>
    </Card>
  );
}
