import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { FilterDrawer } from '@/components/filter-drawer.tsx';
import { QueryStatus } from '@/components/query-status.tsx';
import { TabBar, TabPanel } from '@/components/tab-bar.tsx';
import { TRADE_RECORDS_KEY, useTradeRecords } from '../api/trade-record-list.ts';
import { useRecordFunds } from '../api/trade-record-funds.ts';
import { TradeRecordFilters } from '../components/trade-record-filters.tsx';
import {
  readRecordState,
  recordFilterCount,
  switchTab,
  toRecordRequest,
  TRADE_RECORD_PAGE_SIZE,
  TRADE_RECORD_TABS,
  writeRecordState,
  type TradeRecordState,
  type TradeRecordTab,
} from '../components/trade-record-query.ts';
import { TradeRecordTable } from '../components/trade-record-table.tsx';
import './trade-record.css';

const ID_PREFIX = 'fd-trade-record';

// §2 /assets/trade_record: the customer's applications (ds) and the confirmations (dc) of the
// transfer agent, filtered and paged by the server, the filters kept in the URL.
export function TradeRecordPage() {
  const [search, setSearch] = useSearchParams();
  const state = readRecordState(search);
  const records = useTradeRecords(toRecordRequest(state));
  const funds = useRecordFunds();
  const client = useQueryClient();

  const go = (next: TradeRecordState) => setSearch(writeRecordState(next), { preventScrollReset: true });
  const reset = () => go({ tab: state.tab, pageNum: 1 });
  const data = records.data;

  return (
    <div className="fd-trade-record">
      <p className="fd-trade-record__intro">
        交易申请为您提交的订单，待确认的订单在其交易日15:00前可撤单；确认记录为基金注册登记机构确认的结果（含分红）。
      </p>
      <TabBar
        items={TRADE_RECORD_TABS}
        activeKey={state.tab}
        onChange={(tab) => go(switchTab(state, tab as TradeRecordTab))}
        label="交易记录类型"
        idPrefix={ID_PREFIX}
      />
      <TabPanel idPrefix={ID_PREFIX} activeKey={state.tab}>
        <FilterDrawer
          title="筛选交易记录"
          value={state}
          count={recordFilterCount(state)}
          onApply={(next) => go({ ...next, pageNum: 1 })}
          onReset={reset}
        >
          {(value, change, inDrawer) => (
            <TradeRecordFilters state={value} funds={funds.data ?? []} onChange={change} onReset={inDrawer ? undefined : reset} />
          )}
        </FilterDrawer>
        {records.isError && !data ? (
          <QueryStatus error onRetry={() => void records.refetch()} />
        ) : (
          <TradeRecordTable
            tab={state.tab}
            items={data?.list ?? []}
            loading={records.isFetching}
            total={data?.total ?? 0}
            pageNum={state.pageNum}
            pageSize={TRADE_RECORD_PAGE_SIZE}
            onPage={(pageNum) => go({ ...state, pageNum })}
            onCancelled={() => void client.invalidateQueries({ queryKey: TRADE_RECORDS_KEY })}
          />
        )}
      </TabPanel>
    </div>
  );
}
