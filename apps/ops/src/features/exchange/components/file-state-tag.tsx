import { EXCHANGE_FILE_STATES, type ExchangeFileStateCode } from '@fund-direct/domain/contracts/ops';
import { Tag } from 'antd';

const COLORS: Record<ExchangeFileStateCode, string> = {
  pending: 'default',
  awaiting: 'default',
  sent: 'processing',
  received: 'processing',
  acknowledged: 'success',
  imported: 'success',
  refused: 'error',
};

export function FileStateTag({ state }: { state: ExchangeFileStateCode }) {
  return <Tag color={COLORS[state]}>{EXCHANGE_FILE_STATES[state]}</Tag>;
}
