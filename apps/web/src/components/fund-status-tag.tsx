import { FUND_STATUSES, canSubscribe, isClosedPeriod, labelOf } from '@fund-direct/domain/codes';
import './shared-ui.css';

interface FundStatusTagProps {
  status: unknown;
  className?: string;
}

function tone(status: string): string {
  if (status === '0') return 'open';
  if (canSubscribe(status)) return 'raising';
  if (isClosedPeriod(status)) return 'closed';
  return 'suspended';
}

// §3: fund status 0 open, 1 raising, 2/4/9 closed, 5/6 suspended.
export function FundStatusTag({ status, className }: FundStatusTagProps) {
  const label = labelOf(FUND_STATUSES, status);
  const modifier = label ? `fd-tag--status-${tone(String(status))}` : 'fd-tag--muted';
  return <span className={['fd-tag', modifier, className].filter(Boolean).join(' ')}>{label ?? '--'}</span>;
}
