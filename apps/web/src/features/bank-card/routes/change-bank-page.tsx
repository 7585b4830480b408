import { App, Button, Steps } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BANK_CARD_TEXT } from '@fund-direct/domain/contracts';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { useUserBanks } from '@/api/account/bank-user-list.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { usePageTitle } from '@/components/use-page-title.ts';
import { BankCardBindForm } from '../components/bank-card-bind-form.tsx';
import { BankCardSummary } from '../components/bank-card-summary.tsx';
import '../components/bank-card.css';

// §2 /account/change_bank: choose the card to replace, then sign the new one (the old one is unbound
// in the same step; refused while holdings or in-transit trades ride on it).
export function ChangeBankPage() {
  usePageTitle('更换银行卡');
  const [params] = useSearchParams();
  const cards = useUserBanks();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [choice, setChoice] = useState<string | null>(params.get('tradeacco'));
  const [step, setStep] = useState(0);
  const list = cards.data?.list ?? [];
  const selected = list.find((card) => card.tradeacco === choice);

  return (
    <section aria-labelledby="fd-account-title">
      <Steps size="small" current={step} items={[{ title: '选择原银行卡' }, { title: '绑定新银行卡' }]} style={{ margin: '16px 0' }} />
      {step === 0 || !selected ? (
        <>
          <QueryStatus
            loading={cards.isPending}
            error={cards.isError}
            empty={cards.isSuccess && list.length === 0}
            emptyText="您还没有可更换的银行卡"
            onRetry={() => void cards.refetch()}
          />
          <div className="fd-bank-list" role="radiogroup" aria-label="选择要更换的银行卡">
            {list.map((card) => (
              <BankCardSummary
                key={card.tradeacco}
                card={card}
                selected={card.tradeacco === choice}
                onSelect={() => setChoice(card.tradeacco)}
              />
            ))}
          </div>
          <Button type="primary" size="large" disabled={!selected} onClick={() => setStep(1)}>
            下一步
          </Button>
        </>
      ) : (
        <>
          <p>
            原银行卡：{selected.bankName} {selected.cardNoMasked}
            <Button type="link" onClick={() => setStep(0)}>
              重新选择
            </Button>
          </p>
          <BankCardBindForm
            replaceTradeacco={selected.tradeacco}
            onBound={() => {
              void message.success(BANK_CARD_TEXT.changed);
              void navigate(ROUTE_PATHS.bank, { replace: true });
            }}
          />
        </>
      )}
    </section>
  );
}
