import { PlusOutlined } from '@ant-design/icons';
import { NOTICE_GROUPS, type NoticeGroup } from '@fund-direct/domain/codes';
import type { OpsNoticeItem } from '@fund-direct/domain/contracts/ops';
import { formatDate } from '@fund-direct/domain/format';
import { CONTENT_DISPLAY_STATES, type ContentDisplayState } from '@fund-direct/domain/ops';
import { App, Button, Card, Input, Select, Space, Table, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSubmitNotice } from '../api/notice-submit.ts';
import { useRequestUnpublish } from '../api/notice-unpublish.ts';
import { useOpsNotices } from '../api/ops-notice-list.ts';
import { NoticeStateTag } from '../components/notice-state-tag.tsx';
import { UnpublishDialog } from '../components/unpublish-dialog.tsx';

const PAGE_SIZE = 20;
const ALL = 'all';
const groupTabs = [{ key: ALL, label: '全部' }, ...Object.entries(NOTICE_GROUPS).map(([key, label]) => ({ key, label }))];
const stateOptions = Object.entries(CONTENT_DISPLAY_STATES).map(([value, label]) => ({ value, label }));

const errorText = (error: unknown) => (error instanceof Error ? error.message : '提交失败，请稍后重试');

// 公告披露: every notice of the five §3 groups in any state; a publish or an unpublish is sent to the checker.
export function NoticeListPage() {
  const { message, modal } = App.useApp();
  const [group, setGroup] = useState<string>(ALL);
  const [state, setState] = useState<ContentDisplayState | undefined>();
  const [fundCode, setFundCode] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [unpublishing, setUnpublishing] = useState<OpsNoticeItem | null>(null);
  const { data, isFetching } = useOpsNotices({
    ...(group === ALL ? {} : { group: group as NoticeGroup }),
    ...(state ? { state } : {}),
    ...(fundCode ? { fundCode } : {}),
    ...(keyword ? { keyword } : {}),
    page,
    pageSize: PAGE_SIZE,
  });
  const submit = useSubmitNotice();
  const unpublish = useRequestUnpublish();

  const confirmSubmit = (notice: OpsNoticeItem) =>
    modal.confirm({
      title: '提交发布复核',
      content: `《${notice.title}》将在复核通过后${new Date(notice.publishAt) > new Date() ? `于 ${formatDate(notice.publishAt, 'YYYY-MM-DD HH:mm')} ` : ''}发布到网站，复核期间不能修改。`,
      okText: '提交复核',
      onOk: async () => {
        try {
          const created = await submit.mutateAsync({ id: notice.id });
          void message.success(`已提交复核（申请编号 ${created.proposalId.slice(0, 8)}）`);
        } catch (error) {
          void message.error(errorText(error));
        }
      },
    });

  const confirmUnpublish = async (reason: string) => {
    if (!unpublishing) return;
    try {
      const created = await unpublish.mutateAsync({ id: unpublishing.id, reason });
      void message.success(`已提交下线复核（申请编号 ${created.proposalId.slice(0, 8)}）`);
      setUnpublishing(null);
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  const columns: ColumnsType<OpsNoticeItem> = [
    { title: '标题', dataIndex: 'title', render: (title: string, notice) => <Link to={String(notice.id)}>{title}</Link> },
    { title: '类别', dataIndex: 'groupLabel', width: 100 },
    {
      title: '基金',
      dataIndex: 'fundCode',
      width: 200,
      render: (code: string | null, notice) =>
        code ? `${notice.fundName ?? ''}（${code}）` : <Typography.Text type="secondary">—</Typography.Text>,
    },
    { title: '发布时间', dataIndex: 'publishAt', width: 150, render: (at: string) => formatDate(at, 'YYYY-MM-DD HH:mm') },
    { title: '状态', key: 'state', width: 170, render: (_: unknown, notice) => <NoticeStateTag notice={notice} /> },
    { title: '附件', dataIndex: 'attachmentCount', width: 60, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_: unknown, notice) => (
        <Space size="small">
          <Link to={String(notice.id)}>{notice.actions.includes('edit') ? '编辑' : '查看'}</Link>
          {notice.actions.includes('submit') ? (
            <Button type="link" size="small" onClick={() => confirmSubmit(notice)}>
              提交发布
            </Button>
          ) : null}
          {notice.actions.includes('unpublish') ? (
            <Button type="link" size="small" danger onClick={() => setUnpublishing(notice)}>
              申请下线
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="公告披露"
      extra={
        <Link to="new">
          <Button type="primary" icon={<PlusOutlined />}>
            新建公告
          </Button>
        </Link>
      }
    >
      <Tabs
        activeKey={group}
        items={groupTabs}
        onChange={(key) => {
          setGroup(key);
          setPage(1);
        }}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<ContentDisplayState>
          allowClear
          placeholder="发布状态"
          options={stateOptions}
          style={{ width: 140 }}
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
        />
        <Input.Search
          placeholder="基金代码"
          allowClear
          maxLength={6}
          style={{ width: 160 }}
          onSearch={(value) => {
            setFundCode(value.trim());
            setPage(1);
          }}
        />
        <Input.Search
          placeholder="标题关键词"
          allowClear
          enterButton="查询"
          style={{ width: 300 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      </Space>
      <Table<OpsNoticeItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
      />
      <UnpublishDialog
        title={unpublishing?.title ?? null}
        pending={unpublish.isPending}
        onCancel={() => setUnpublishing(null)}
        onConfirm={(reason) => void confirmUnpublish(reason)}
      />
    </Card>
  );
}
