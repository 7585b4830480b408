import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import type { FixedPlanView, PlanAction } from '@fund-direct/domain/contracts';
import { formatDate, formatMoney } from '@fund-direct/domain/format';
import { planTransition } from '@fund-direct/domain/trade';
import { PLAN_ACTION_TEXTS } from './plan-action-dialog.tsx';

const ACTIONS: readonly PlanAction[] = ['pause', 'resume', 'terminate'];
const STATUS_COLORS = { A: 'green', P: 'orange', T: 'default', E: 'default' } as const;

interface PlanCardProps {
  plan: FixedPlanView;
  onAction: (plan: FixedPlanView, action: PlanAction) => void;
}

// One plan: its fund, amount, cycle and figures; the status changes the domain allows from its status.
export function PlanCard({ plan, onAction }: PlanCardProps) {
  const actions = ACTIONS.filter((action) => planTransition(plan.status, action) !== null);
  const facts = [
    { label: '每期金额', value: formatMoney(plan.amount, { unit: '元' }) },
    { label: '定投周期', value: plan.cycleText },
    { label: '下次扣款日', value: plan.status === 'A' ? formatDate(plan.nextDate) : '--' },
    { label: '累计投入', value: formatMoney(plan.investedAmount, { unit: '元' }) },
    { label: '已扣款', value: `${plan.runCount}期` },
    { label: '扣款失败', value: `${plan.failedCount}期` },
  ];
  return (
    <article className="fd-my-fix-card" aria-label={`${plan.fundName} 定投计划 ${plan.planNo}`}>
      <header className="fd-my-fix-card__head">
        <Link className="fd-my-fix-card__fund" to={`/fund_detail?fundCode=${encodeURIComponent(plan.fundCode)}`}>
          {plan.fundName}
        </Link>
        <span className="fd-my-fix-card__code">{plan.fundCode}</span>
        <Tag color={STATUS_COLORS[plan.status]}>{plan.statusName}</Tag>
        <span className="fd-my-fix-card__meta">
          协议号 {plan.planNo}
          {plan.bankName ? ` · ${plan.bankName} ${plan.cardNoShort ?? ''}` : ''}
        </span>
      </header>
      <dl className="fd-my-fix-card__facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="fd-my-fix-card__actions">
        {actions.map((action) => (
          <Button key={action} size="small" danger={action === 'terminate'} onClick={() => onAction(plan, action)}>
            {PLAN_ACTION_TEXTS[action].label}
          </Button>
        ))}
        <Link className="fd-my-fix-card__new" to={`/trade/fix?fundCode=${encodeURIComponent(plan.fundCode)}`}>
          新增定投
        </Link>
      </div>
    </article>
  );
}
