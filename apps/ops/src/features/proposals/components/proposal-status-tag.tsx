import type { ProposalStatus } from '@fund-direct/domain/ops';
import { Tag } from 'antd';

const COLORS: Record<ProposalStatus, string> = { pending: 'processing', approved: 'success', rejected: 'default', failed: 'error' };

export function ProposalStatusTag({ status, label }: { status: ProposalStatus; label: string }) {
  return <Tag color={COLORS[status]}>{label}</Tag>;
}
