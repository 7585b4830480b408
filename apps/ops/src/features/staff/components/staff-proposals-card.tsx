import type { ProposalItem } from '@fund-direct/domain/contracts/ops';
import { formatDate } from '@fund-direct/domain/format';
import { Alert, App, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useApproveStaffProposal, useRejectStaffProposal } from '../api/decide-staff-proposal.ts';
import { useStaffProposals } from '../api/staff-proposals.ts';
import type { OneTimePassword } from './one-time-password-dialog.tsx';
import { RejectReasonDialog } from './reject-reason-dialog.tsx';

interface StaffProposalsCardProps {
  myId: string | undefined;
  onIssued: (issued: OneTimePassword) => void;
}

// Staff changes waiting for a second administrator. The server decides who may approve; a refusal (one's own
// proposal, one's own account, an account the proposer made lately) is shown above the table in its words.
export function StaffProposalsCard({ myId, onIssued }: StaffProposalsCardProps) {
  const { message } = App.useApp();
  const proposals = useStaffProposals();
  const approve = useApproveStaffProposal();
  const reject = useRejectStaffProposal();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const refused = (error: Error) => setRefusal(error.message);

  const columns = [
    { title: '申请内容', dataIndex: 'summary', key: 'summary' },
    {
      title: '申请人',
      key: 'proposedBy',
      render: (_: unknown, item: ProposalItem) => `${item.proposedBy.displayName}（${item.proposedBy.username}）`,
    },
    { title: '提交时间', key: 'proposedAt', render: (_: unknown, item: ProposalItem) => formatDate(item.proposedAt, 'YYYY-MM-DD HH:mm') },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, item: ProposalItem) =>
        item.proposedBy.id === myId ? (
          <Tag>待其他管理员复核</Tag>
        ) : (
          <Space>
            <Popconfirm
              title="批准该申请？"
              description="批准后立即生效；新建或重置的账号的一次性密码只向您显示一次。"
              okText="批准"
              cancelText="取消"
              onConfirm={() => {
                setRefusal(null);
                return approve.mutateAsync(item.id).then((answer) => {
                  void message.success('已批准');
                  if (answer.issued)
                    onIssued({ username: answer.issued.username, oneTimePassword: answer.issued.oneTimePassword, reason: '批准' });
                }, refused);
              }}
            >
              <Button size="small" type="primary">
                批准
              </Button>
            </Popconfirm>
            <Button size="small" danger onClick={() => setRejecting(item.id)}>
              驳回
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <Card title="待复核的员工账号变更" size="small" style={{ marginBottom: 16 }}>
      {refusal ? (
        <Alert type="error" showIcon closable title={refusal} onClose={() => setRefusal(null)} style={{ marginBottom: 12 }} />
      ) : null}
      {proposals.error ? <Alert type="error" showIcon title={proposals.error.message} style={{ marginBottom: 12 }} /> : null}
      <Table<ProposalItem>
        rowKey="id"
        size="small"
        loading={proposals.isPending}
        columns={columns}
        dataSource={proposals.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: '暂无待复核的申请' }}
      />
      <RejectReasonDialog
        open={rejecting !== null}
        pending={reject.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => {
          if (!rejecting) return;
          setRefusal(null);
          reject.mutate(
            { id: rejecting, reason },
            { onSuccess: () => void message.success('已驳回'), onError: refused, onSettled: () => setRejecting(null) },
          );
        }}
      />
    </Card>
  );
}
