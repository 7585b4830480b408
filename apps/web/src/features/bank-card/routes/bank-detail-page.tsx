import { Button } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { MissingView } from '@/components/detail-states.tsx';
import { QueryStatus } from '@/components/query-status.tsx';
import { usePageTitle } from '@/components/use-page-title.ts';
import { useBankDetail } from '../api/bank-detail.ts';
import { cardLink } from '../bank-links.ts';
import { BankCardSummary } from '../components/bank-card-summary.tsx';
import { useUnbindCard } from '../components/use-unbind-card.ts';
import '../components/bank-card.css';

// §2 /account/bank_detail (kept alive: its query stays cached, so coming back shows the card at once).
export function BankDetailPage() {
  usePageTitle('银行卡详情');
  const [params] = useSearchParams();
  const tradeacco = params.get('tradeacco') ?? '';
  const detail = useBankDetail(tradeacco);
  const navigate = useNavigate();
  const unbind = useUnbindCard(() => void navigate(ROUTE_PATHS.bank, { replace: true }));
  const back = { to: ROUTE_PATHS.bank, label: '返回银行卡管理' };

  if (!tradeacco) return <MissingView title="未找到该银行卡" description="请从银行卡列表进入详情" back={back} />;
  const card = detail.data;
  return (
    <section aria-labelledby="fd-account-title">
      {card ? (
        <div style={{ maxWidth: 480, marginTop: 16 }}>
          <BankCardSummary
            card={card}
            actions={
              <>
                <Link className="fd-button" to={cardLink('changeBank', card.tradeacco)}>
                  更换银行卡
                </Link>
                <Link className="fd-button" to={cardLink('bankSign', card.tradeacco)}>
                  重新签约
                </Link>
                <Button danger loading={unbind.pending} onClick={() => unbind.ask(card)}>
                  解绑
                </Button>
              </>
            }
          />
          <p style={{ marginTop: 12 }}>
            交易账号：{card.tradeacco}
            {'\u3000'}卡号简写：{card.cardNoShort}
          </p>
          <Link to={ROUTE_PATHS.bank}>返回银行卡管理</Link>
        </div>
      ) : detail.isError ? (
        <MissingView title="未找到该银行卡" description="该银行卡不存在或已解绑" back={back} />
      ) : (
        <QueryStatus loading />
      )}
    </section>
  );
}
