import { Button } from 'antd';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { useUserBanks } from '@/api/account/bank-user-list.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { usePageTitle } from '@/components/use-page-title.ts';
import { cardLink } from '../bank-links.ts';
import { BankCardSummary } from '../components/bank-card-summary.tsx';
import { useUnbindCard } from '../components/use-unbind-card.ts';
import '../components/bank-card.css';

// §2 /account/bank: the signed cards with logo, masked number and limits, and what can be done with each.
export function BankPage() {
  usePageTitle('银行卡管理');
  const cards = useUserBanks();
  const unbind = useUnbindCard();
  const list = cards.data?.list ?? [];

  return (
    <section className="fd-bank-page" aria-labelledby="fd-account-title">
      <div className="fd-bank-page__head">
        <Link className="fd-button fd-button--primary" to={ROUTE_PATHS.addBank}>
          添加银行卡
        </Link>
      </div>
      <QueryStatus
        loading={cards.isPending}
        error={cards.isError}
        empty={cards.isSuccess && list.length === 0}
        emptyText="您还没有绑定银行卡"
        onRetry={() => void cards.refetch()}
      />
      {list.length > 0 ? (
        <ul className="fd-bank-list">
          {list.map((card) => (
            <li key={card.tradeacco}>
              <BankCardSummary
                card={card}
                actions={
                  <>
                    <Link to={cardLink('bankDetail', card.tradeacco)}>详情</Link>
                    <Link to={cardLink('changeBank', card.tradeacco)}>更换</Link>
                    <Link to={cardLink('bankSign', card.tradeacco)}>重新签约</Link>
                    <Button type="link" size="small" danger onClick={() => unbind.ask(card)} style={{ padding: 0, height: 'auto' }}>
                      解绑
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
