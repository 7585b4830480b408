import { App, Empty } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FixedPlanView, PlanAction } from '@fund-direct/domain/contracts';
import { QueryStatus } from '@/components/query-status.tsx';
import { useFixedPlans } from '../api/fixed-plans.ts';
import { useChangePlanStatus } from '../api/plan-status.ts';
import { PLAN_ACTION_TEXTS, PlanActionDialog } from '../components/plan-action-dialog.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { groupPlans } from '../components/plan-groups.ts';
import './my-fix.css';

// §2 /assets/my_fix: the customer's regular-investment plans by status, with pause / resume / terminate.
export function MyFixPage() {
  const { message } = App.useApp();
  const query = useFixedPlans();
  const change = useChangePlanStatus();
  const [pending, setPending] = useState<{ plan: FixedPlanView; action: PlanAction } | null>(null);
  const plans = query.data ?? [];

  const submit = async (tradePassword: string) => {
    if (!pending) return;
    try {
      await change.mutateAsync({ planNo: pending.plan.planNo, action: pending.action, tradePassword });
      void message.success(PLAN_ACTION_TEXTS[pending.action].done);
      setPending(null);
    } catch {
      // The http client has shown the server's message (e.g. a wrong trade password); the dialog stays.
    }
  };

  return (
    <div className="fd-my-fix">
      <p className="fd-my-fix__intro">
        定期定额投资，按约定日期从银行卡自动扣款申购。<Link to="/fund">选择基金新增定投</Link>
      </p>
      <QueryStatus loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()} />
      {query.isSuccess && plans.length === 0 ? (
        <Empty description="暂无定投计划">
          <Link to="/fund">去选择基金</Link>
        </Empty>
      ) : null}
      {plans.length > 0
        ? groupPlans(plans).map((group) => (
            <section key={group.key} className="fd-my-fix__group" aria-labelledby={`fd-my-fix-${group.key}`}>
              <h2 id={`fd-my-fix-${group.key}`} className="fd-my-fix__group-title">
                {group.title}（{group.plans.length}）
              </h2>
              {group.plans.length === 0 ? <p className="fd-my-fix__none">暂无{group.title}的定投计划</p> : null}
              {group.plans.map((plan) => (
                <PlanCard key={plan.planNo} plan={plan} onAction={(p, action) => setPending({ plan: p, action })} />
              ))}
            </section>
          ))
        : null}
      {pending ? (
        <PlanActionDialog
          plan={pending.plan}
          action={pending.action}
          submitting={change.isPending}
          onSubmit={(password) => void submit(password)}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </div>
  );
}
