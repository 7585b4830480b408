import { App, Empty } from 'antd';
import { Link } from 'react-router';
import { QueryStatus } from '@/components/query-status.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { useMyAssetsAggregation } from '../api/my-assets-aggregation.ts';
import { useChangeMessageState, type MessageStateChange } from '../api/my-assets-message-state.ts';
import { useDismissTodo } from '../api/my-assets-todo-dismiss.ts';
import { AccountFrozenNotice } from '../components/account-frozen-notice.tsx';
import { HoldingsTable } from '../components/holdings-table.tsx';
import { MyAssetsInTransit } from '../components/my-assets-in-transit.tsx';
import { MyAssetsMessages } from '../components/my-assets-messages.tsx';
import { MyAssetsShortcuts } from '../components/my-assets-shortcuts.tsx';
import { MyAssetsSplit } from '../components/my-assets-split.tsx';
import { MyAssetsSummary } from '../components/my-assets-summary.tsx';
import { MyAssetsTodos } from '../components/my-assets-todos.tsx';
import './my-assets.css';

// §2 /assets/my_assets: the figures, the split by fund type, the holdings, the trades in transit,
// the to-dos and the messages, all from the aggregation call.
export function MyAssetsPage() {
  const { message } = App.useApp();
  const query = useMyAssetsAggregation();
  const dismiss = useDismissTodo();
  const changeMessage = useChangeMessageState();

  if (!query.data) {
    return <QueryStatus loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()} minHeight="50vh" />;
  }
  const { shareInfo, inTransit, todo, messages } = query.data;
  const holdings = shareInfo.list;

  const onDismiss = (id: string) => {
    dismiss.mutate(id, { onSuccess: () => void message.success('已忽略该待办事项') });
  };
  const onMessage = (change: MessageStateChange) => {
    changeMessage.mutate(change, { onSuccess: () => void message.success(change.state === '2' ? '消息已删除' : '已标为已读') });
  };

  return (
    <div className="fd-my-assets">
      <AccountFrozenNotice />
      <MyAssetsSummary summary={shareInfo.summary} />
      <MyAssetsShortcuts holdings={holdings} />
      {shareInfo.split.length > 0 ? <MyAssetsSplit split={shareInfo.split} /> : null}
      <section className="fd-my-assets__section" aria-labelledby="fd-my-assets-holdings">
        <SectionTitle id="fd-my-assets-holdings" title={`我的持仓（${holdings.length}）`} />
        {holdings.length === 0 ? (
          <Empty description="您还没有持有基金">
            <Link to="/fund" className="fd-button fd-button--primary">
              去选购基金
            </Link>
          </Empty>
        ) : (
          <HoldingsTable holdings={holdings} />
        )}
      </section>
      <MyAssetsInTransit list={inTransit.list} totalAmount={inTransit.totalAmount} />
      <MyAssetsTodos list={todo.list} dismissing={dismiss.isPending ? (dismiss.variables ?? null) : null} onDismiss={onDismiss} />
      <MyAssetsMessages
        list={messages.list}
        unread={messages.unread}
        changing={changeMessage.isPending ? (changeMessage.variables?.id ?? null) : null}
        onChange={onMessage}
      />
    </div>
  );
}
