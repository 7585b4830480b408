import type { ProposalItem } from '@fund-direct/domain/contracts/ops';
import { formatDate } from '@fund-direct/domain/format';
import { PROPOSAL_KINDS, PROPOSAL_STATUS, type ProposalKind, type ProposalStatus } from '@fund-direct/domain/ops';
import { Alert, Button, Card, Select, Space, Table } from 'antd';
import { useSearchParams } from 'react-router';
import { useProposalList, type ProposalFilter } from './api/proposal-list.ts';
import { ProposalDrawer } from './components/proposal-drawer.tsx';
import { ProposalStatusTag } from './components/proposal-status-tag.tsx';

const PAGE_SIZE = 20;
const STATUS_OPTIONS = (Object.entries(PROPOSAL_STATUS) as [ProposalStatus, string][]).map(([value, label]) => ({ value, label }));
const KIND_OPTIONS = (Object.entries(PROPOSAL_KINDS) as [ProposalKind, string][]).map(([value, label]) => ({ value, label }));

const isStatus = (value: string | null): value is ProposalStatus => value !== null && Object.hasOwn(PROPOSAL_STATUS, value);
const isKind = (value: string | null): value is ProposalKind => value !== null && Object.hasOwn(PROPOSAL_KINDS, value);

// The filters, the page and the open proposal live in the URL: a link (from the dashboard, a colleague) opens the same view.
// With no status in the URL the checker's queue (待复核) is shown; "全部" is status=all.
function filterOf(params: URLSearchParams): ProposalFilter {
  const status = params.get('status');
  const kind = params.get('kind');
  const page = Number(params.get('page') ?? '1');
  return {
    ...(status === null ? { status: 'pending' as const } : isStatus(status) ? { status } : {}),
    ...(isKind(kind) ? { kind } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

// 复核申请 (proposal.view): pending and decided proposals; a checker approves or rejects in the drawer.
export function ProposalsPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const list = useProposalList(filter);
  const openId = params.get('id');

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const columns = [
    { title: '类型', dataIndex: 'kindLabel', key: 'kind', width: 130 },
    { title: '摘要', dataIndex: 'summary', key: 'summary' },
    { title: '对象', dataIndex: 'target', key: 'target', width: 160 },
    { title: '提交人', key: 'proposedBy', width: 110, render: (_: unknown, item: ProposalItem) => item.proposedBy.displayName },
    {
      title: '提交时间',
      key: 'proposedAt',
      width: 170,
      render: (_: unknown, item: ProposalItem) => formatDate(item.proposedAt, 'YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: '状态',
      key: 'status',
      width: 100,
      render: (_: unknown, item: ProposalItem) => <ProposalStatusTag status={item.status} label={item.statusLabel} />,
    },
    { title: '复核人', key: 'decidedBy', width: 110, render: (_: unknown, item: ProposalItem) => item.decidedBy?.displayName ?? '—' },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_: unknown, item: ProposalItem) => (
        <Button type="link" size="small" onClick={() => update({ id: item.id })}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <Card title="复核申请">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="状态"
          style={{ width: 140 }}
          value={filter.status ?? 'all'}
          options={[{ value: 'all', label: '全部状态' }, ...STATUS_OPTIONS]}
          onChange={(value: string) => update({ status: value, page: null })}
        />
        <Select
          aria-label="类型"
          style={{ width: 160 }}
          value={filter.kind ?? 'all'}
          options={[{ value: 'all', label: '全部类型' }, ...KIND_OPTIONS]}
          onChange={(value: string) => update({ kind: value === 'all' ? null : value, page: null })}
        />
      </Space>
      {list.error ? <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} /> : null}
      <Table<ProposalItem>
        rowKey="id"
        loading={list.isFetching && !list.data}
        columns={columns}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: filter.status === 'pending' ? '暂无待复核的申请' : '暂无申请' }}
        pagination={{
          current: filter.page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (page) => update({ page: String(page) }),
        }}
      />
      <ProposalDrawer id={openId} onClose={() => update({ id: null })} />
    </Card>
  );
}
