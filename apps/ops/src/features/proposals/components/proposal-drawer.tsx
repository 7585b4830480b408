import { approvalPermissionOf, STAFF_TEXT } from '@fund-direct/domain/ops';
import { formatDate } from '@fund-direct/domain/format';
import { Alert, App, Button, Descriptions, Drawer, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { useApproveProposal, useRejectProposal } from '../api/decide-proposal.ts';
import { useProposalDetail } from '../api/proposal-detail.ts';
import { DiffTable } from './diff-table.tsx';
import { ProposalStatusTag } from './proposal-status-tag.tsx';
import { RejectDialog } from './reject-dialog.tsx';

const time = (value: string | null) => formatDate(value, 'YYYY-MM-DD HH:mm:ss');

// One proposal: who asked for what and when, the change itself, and (for a checker) the decision.
export function ProposalDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { message } = App.useApp();
  const detail = useProposalDetail(id);
  const me = useCurrentStaff();
  const approve = useApproveProposal();
  const reject = useRejectProposal();
  const [rejecting, setRejecting] = useState(false);

  const proposal = detail.data;
  // Each kind names who decides it: staff changes belong to a second administrator (员工管理), not to this queue.
  const mayDecide = proposal !== undefined && (me.data?.permissions.includes(approvalPermissionOf(proposal.kind)) ?? false);
  const own = proposal !== undefined && proposal.proposedBy.id === me.data?.staff.id;
  const showDecision = mayDecide && proposal?.status === 'pending';

  const onApprove = () =>
    approve.mutate(proposal?.id ?? '', {
      onSuccess: () => void message.success('已批准，变更已生效'),
      onError: (error) => void message.error(error.message),
    });
  const onReject = (reason: string) =>
    reject.mutate(
      { id: proposal?.id ?? '', reason },
      {
        onSuccess: () => {
          setRejecting(false);
          void message.success('已驳回');
        },
        onError: (error) => void message.error(error.message),
      },
    );

  const footer =
    showDecision && !own ? (
      <Space>
        <Button type="primary" loading={approve.isPending} onClick={onApprove}>
          批准
        </Button>
        <Button danger onClick={() => setRejecting(true)}>
          驳回
        </Button>
      </Space>
    ) : null;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={720}
      title={proposal ? `${proposal.kindLabel}：${proposal.summary}` : '申请详情'}
      footer={footer}
      destroyOnHidden
    >
      {detail.isPending && id !== null ? <Skeleton active /> : null}
      {detail.error ? <Alert type="error" showIcon title={detail.error.message} /> : null}
      {proposal ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {showDecision && own ? <Alert type="info" showIcon title={`${STAFF_TEXT.selfApproval}：须由其他复核人员批准或驳回。`} /> : null}
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="类型">{proposal.kindLabel}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <ProposalStatusTag status={proposal.status} label={proposal.statusLabel} />
            </Descriptions.Item>
            <Descriptions.Item label="对象" span={2}>
              {proposal.target}
            </Descriptions.Item>
            <Descriptions.Item label="提交人">
              {proposal.proposedBy.displayName}（{proposal.proposedBy.username}）
            </Descriptions.Item>
            <Descriptions.Item label="提交时间">{time(proposal.proposedAt)}</Descriptions.Item>
            {proposal.note ? (
              <Descriptions.Item label="说明" span={2}>
                {proposal.note}
              </Descriptions.Item>
            ) : null}
            {proposal.decidedBy ? (
              <>
                <Descriptions.Item label="复核人">
                  {proposal.decidedBy.displayName}（{proposal.decidedBy.username}）
                </Descriptions.Item>
                <Descriptions.Item label="复核时间">{time(proposal.decidedAt)}</Descriptions.Item>
              </>
            ) : null}
            {proposal.decisionReason ? (
              <Descriptions.Item label="驳回原因" span={2}>
                {proposal.decisionReason}
              </Descriptions.Item>
            ) : null}
            {proposal.error ? (
              <Descriptions.Item label="执行错误" span={2}>
                <Typography.Text type="danger">{proposal.error}</Typography.Text>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <div>
            <Typography.Title level={5}>变更内容</Typography.Title>
            <DiffTable before={proposal.before} after={proposal.after} />
          </div>
          {proposal.result !== null && proposal.result !== undefined ? (
            <div>
              <Typography.Title level={5}>执行结果</Typography.Title>
              <DiffTable before={null} after={proposal.result} />
            </div>
          ) : null}
        </Space>
      ) : null}
      <RejectDialog open={rejecting} pending={reject.isPending} onCancel={() => setRejecting(false)} onReject={onReject} />
    </Drawer>
  );
}
