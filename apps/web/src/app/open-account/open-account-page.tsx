import { App, Button, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_OPENING_TEXT, type OpenAccountStep } from '@fund-direct/domain/contracts';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { QueryStatus } from '@/components/query-status.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { usePageTitle } from '@/components/use-page-title.ts';
import { BankCardBindForm } from '@/features/bank-card/components/bank-card-bind-form.tsx';
import { RiskQuestionnaire } from '@/features/risk/components/risk-questionnaire.tsx';
import { TradePasswordSetForm } from '@/features/trade-password/components/trade-password-set-form.tsx';
import { useOpenAccountProgress } from '@/features/open-account/api/open-account-check.ts';
import { useOpenAccount } from '@/features/open-account/api/open-account.ts';
import { IdCardUploadForm } from '@/features/open-account/components/id-card-upload-form.tsx';
import { IdentityStep } from '@/features/open-account/components/identity-step.tsx';
import { refreshUser } from '@/features/open-account/refresh-user.ts';
import { returnTarget } from '@/features/open-account/return-target.ts';
import '@/features/open-account/open-account.css';

// The five visible stages; trade password and risk assessment share the fourth.
const STAGES = [
  { title: '身份信息', steps: ['identity'] },
  { title: '上传身份证', steps: ['idCard'] },
  { title: '绑定银行卡', steps: ['bankCard'] },
  { title: '交易密码与风险测评', steps: ['tradePassword', 'risk'] },
  { title: '完成开户', steps: ['complete', 'done'] },
] as const satisfies readonly { title: string; steps: readonly OpenAccountStep[] }[];

function stageOf(step: OpenAccountStep): number {
  return STAGES.findIndex((stage) => (stage.steps as readonly OpenAccountStep[]).includes(step));
}

// §2 /auth/openaccount (login required): resumes at the step the check call reports.
export function OpenAccountPage() {
  usePageTitle('开户');
  const progress = useOpenAccountProgress();
  const complete = useOpenAccount();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  // The page that sent the person here, kept from the first render (later steps replace the state).
  const [from] = useState<unknown>(() => (location.state as { from?: unknown } | null)?.from);
  const next = () => void progress.refetch();

  const finish = async () => {
    try {
      await complete.mutateAsync();
      await refreshUser().catch(() => undefined);
      void message.success(ACCOUNT_OPENING_TEXT.opened);
      await navigate(returnTarget(from), { replace: true });
    } catch {
      // The http client has shown the message.
    }
  };

  const data = progress.data;
  const step = data?.nextStep;
  // Each step starts at the top of its form.
  useEffect(() => {
    if (step) window.scrollTo({ top: 0 });
  }, [step]);

  return (
    <div className="fd-open-account fd-container">
      <h1 className="fd-open-account__title">开立基金账户</h1>
      <QueryStatus loading={progress.isLoading} error={progress.isError} onRetry={next} minHeight="40vh" />
      {data && step ? (
        <>
          <Steps className="fd-open-account__steps" current={stageOf(step)} items={STAGES.map((stage) => ({ title: stage.title }))} />
          <section className="fd-open-account__card">
            {step === 'identity' ? <IdentityStep onSaved={next} /> : null}
            {step === 'idCard' ? (
              <>
                <h2 className="fd-open-account__section">上传身份证</h2>
                <IdCardUploadForm rejectReason={data.idCardRejectReason} onUploaded={next} />
              </>
            ) : null}
            {step === 'bankCard' ? (
              <>
                <h2 className="fd-open-account__section">绑定银行卡</h2>
                <BankCardBindForm onBound={next} />
              </>
            ) : null}
            {step === 'tradePassword' ? (
              <>
                <h2 className="fd-open-account__section">设置交易密码</h2>
                <TradePasswordSetForm onDone={next} />
              </>
            ) : null}
            {step === 'risk' ? (
              <>
                <h2 className="fd-open-account__section">风险承受能力测评</h2>
                <RiskQuestionnaire onDone={next} />
              </>
            ) : null}
            {step === 'complete' ? (
              <StatusView
                title="开户资料已全部完成"
                description={data.idCardStatus === '2' ? '身份证照片正在审核中，审核通过前暂不能购买产品。' : '确认后即开立基金账户。'}
                actions={
                  <Button type="primary" size="large" loading={complete.isPending} onClick={() => void finish()}>
                    完成开户
                  </Button>
                }
              />
            ) : null}
            {step === 'done' ? (
              <StatusView
                title="您已开立基金账户"
                description={data.fundAccountNo ? `基金账号：${data.fundAccountNo}` : undefined}
                actions={
                  <Button type="primary" onClick={() => void navigate(returnTarget(from), { replace: true })}>
                    {from ? '返回' : '查看个人信息'}
                  </Button>
                }
              />
            ) : null}
          </section>
          {step !== 'done' ? (
            <p className="fd-open-account__later">
              已提交的资料会保存，您可以稍后回到本页继续。<Link to={ROUTE_PATHS.home}>返回首页</Link>
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
