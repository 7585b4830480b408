import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { iconOf } from '@/components/svg-icon.tsx';
import { Alert } from 'antd';
import { Link } from 'react-router';
import type { FixedPlanView } from '@fund-direct/domain/contracts';
import { FEE_TYPES, labelOf } from '@fund-direct/domain/codes';
import { formatDate, formatMoney } from '@fund-direct/domain/format';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import type { FixedPlanResult } from '../api/fixed-plan-create.ts';
import { TradeFacts } from './trade-facts.tsx';

const CheckCircleFilled = iconOf(CheckCircleFilledSvg);

function planFacts(plan: FixedPlanView) {
  return [
    { label: '定投协议号', value: plan.planNo },
    { label: '基金', value: `${plan.fundName}（${plan.fundCode}）` },
    { label: '每期金额', value: formatMoney(plan.amount, { unit: '元' }) },
    { label: '定投周期', value: plan.cycleText },
    { label: '开始日期', value: formatDate(plan.startDate) },
    { label: '下次扣款日期', value: formatDate(plan.nextDate) },
    { label: '收费方式', value: labelOf(FEE_TYPES, plan.chargeType) ?? plan.chargeType },
    plan.bankName ? { label: '扣款银行卡', value: `${plan.bankName} ${plan.cardNoShort ?? ''}` } : null,
    { label: '计划状态', value: plan.statusName },
  ];
}

// The new plan: what will be deducted, when first, from which card; pausing and ending live in my plans.
export function PlanResult({ result }: { result: FixedPlanResult }) {
  const { plan } = result;
  return (
    <div className="fd-trade-result">
      <div className="fd-trade-result__head" role="status">
        <CheckCircleFilled style={{ color: '#137333', fontSize: 48 }} aria-hidden />
        <p className="fd-trade-result__title">定投计划设置成功</p>
        <p className="fd-trade-hint">每期扣款将按扣款日当天的交易规则处理，扣款后的申购以待确认状态出现在交易记录中。</p>
      </div>
      {result.replayed ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="该定投计划已提交过，以下为原计划信息，请勿重复提交。" />
      ) : null}
      <TradeFacts label="定投计划" items={planFacts(plan)} />
      <div className="fd-trade-result__actions">
        <Link className="fd-button" to={`/fund_detail?fundCode=${encodeURIComponent(plan.fundCode)}`}>
          返回基金详情
        </Link>
        <Link className="fd-button fd-button--primary" to={ROUTE_PATHS.myFix}>
          查看我的定投
        </Link>
      </div>
    </div>
  );
}
