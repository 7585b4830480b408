import { App } from 'antd';
import { useNavigate } from 'react-router';
import { BANK_CARD_TEXT } from '@fund-direct/domain/contracts';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { usePageTitle } from '@/components/use-page-title.ts';
import { BankCardBindForm } from '../components/bank-card-bind-form.tsx';
import '../components/bank-card.css';

// §2 /account/add_bank
export function AddBankPage() {
  usePageTitle('添加银行卡');
  const navigate = useNavigate();
  const { message } = App.useApp();
  return (
    <section aria-labelledby="fd-account-title">
      <BankCardBindForm
        onBound={() => {
          void message.success(BANK_CARD_TEXT.bound);
          void navigate(ROUTE_PATHS.bank, { replace: true });
        }}
      />
    </section>
  );
}
