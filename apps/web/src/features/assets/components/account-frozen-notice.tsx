import { ACCOUNT_FROZEN_TITLE } from '@fund-direct/domain/contracts';
import { ERRORS } from '@fund-direct/domain/errors';
import { Alert } from 'antd';
import { useAuth } from '@/lib/auth-state.ts';

// A frozen account (customer service) still sees its assets; the account home says why it cannot trade.
export function AccountFrozenNotice() {
  const frozen = useAuth().user?.accountFrozen;
  if (!frozen) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={ACCOUNT_FROZEN_TITLE}
      description={`${ERRORS.ACCOUNT_FROZEN.msg}（原因：${frozen.reason}）`}
    />
  );
}
