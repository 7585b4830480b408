import { Alert, Form, Input, Modal } from 'antd';
import type { FixedPlanView, PlanAction } from '@fund-direct/domain/contracts';
import { tradePasswordSchema } from '@fund-direct/domain/validate';
import { zodRule } from '@/components/zod-rule.ts';

export const PLAN_ACTION_TEXTS: Record<PlanAction, { label: string; title: string; ok: string; done: string }> = {
  pause: { label: '暂停', title: '暂停定投计划', ok: '确认暂停', done: '定投计划已暂停' },
  resume: { label: '恢复', title: '恢复定投计划', ok: '确认恢复', done: '定投计划已恢复' },
  terminate: { label: '终止', title: '终止定投计划', ok: '确认终止', done: '定投计划已终止' },
};

interface PlanActionDialogProps {
  plan: FixedPlanView;
  action: PlanAction;
  submitting: boolean;
  onSubmit: (tradePassword: string) => void;
  onCancel: () => void;
}

// Every status change is confirmed with the trade password (§7); terminating also says it cannot be undone.
export function PlanActionDialog({ plan, action, submitting, onSubmit, onCancel }: PlanActionDialogProps) {
  const [form] = Form.useForm<{ tradePassword: string }>();
  const texts = PLAN_ACTION_TEXTS[action];
  return (
    <Modal
      open
      title={texts.title}
      okText={texts.ok}
      cancelText="取消"
      okButtonProps={{ danger: action === 'terminate', loading: submitting }}
      // submit() runs onFinish only when valid (the field shows its own message otherwise).
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>
        {plan.fundName}（{plan.fundCode}） {plan.cycleText}
      </p>
      {action === 'terminate' ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="终止后该计划不再扣款，且不能恢复，确定要终止吗？" />
      ) : null}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => onSubmit(values.tradePassword)}>
        <Form.Item label="交易密码" name="tradePassword" rules={[zodRule(tradePasswordSchema, '请输入交易密码')]}>
          <Input.Password placeholder="请输入6位数字交易密码" maxLength={6} inputMode="numeric" autoComplete="off" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
