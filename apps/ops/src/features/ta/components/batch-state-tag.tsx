import { TA_BATCH_STATES, TA_STEP_STATES, type TaBatchState, type TaStepState } from '@fund-direct/domain/contracts/ops';
import { Tag } from 'antd';

const COLORS: Record<TaBatchState | TaStepState, string> = {
  queued: 'default',
  pending: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

export function BatchStateTag({ state }: { state: TaBatchState }) {
  return <Tag color={COLORS[state]}>{TA_BATCH_STATES[state]}</Tag>;
}

export function StepStateTag({ state }: { state: TaStepState }) {
  return <Tag color={COLORS[state]}>{TA_STEP_STATES[state]}</Tag>;
}
