import { Button, Empty, Select } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { IncomeBillResponse } from '@fund-direct/domain/contracts';
import { brand } from '@/lib/brand.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { billMonthOptions, billPrintHref } from '../components/bill-month.ts';
import { useMonthlyStatement } from '../components/bill-month-state.ts';
import { BillStatement } from '../components/bill-statement.tsx';
import './bill.css';

// A customer who has never held a fund has no statement to show.
function hasNothing(bill: IncomeBillResponse): boolean {
  return (
    bill.months.length === 0 &&
    bill.opening.length === 0 &&
    bill.closing.length === 0 &&
    bill.trades.length === 0 &&
    bill.dividends.length === 0
  );
}

// §2 /assets/bill: the monthly statement of a chosen month, printable in its own window (/billprint).
export function BillPage() {
  const navigate = useNavigate();
  const { month, statement, choose, moving } = useMonthlyStatement();
  const bill = moving ? undefined : statement.data;

  // The print window shares this tab's session (a window opened without noopener gets a copy of
  // sessionStorage, where the token lives); where pop-ups are blocked the print view opens here.
  const openPrint = () => {
    const href = billPrintHref(month);
    if (!window.open(href, '_blank')) void navigate(href);
  };

  if (bill && !statement.isPlaceholderData && hasNothing(bill)) {
    return (
      <Empty description="暂无账单，持有基金后每月生成对账单">
        <Link to="/fund">去选购基金</Link>
      </Empty>
    );
  }

  return (
    <div className="fd-bill">
      <div className="fd-bill__bar">
        <label className="fd-bill__month">
          <span>账单月份</span>
          <Select
            aria-label="账单月份"
            value={month}
            options={billMonthOptions(bill?.months ?? [], month)}
            onChange={choose}
            style={{ width: 150 }}
          />
        </label>
        <Button type="primary" onClick={openPrint} disabled={!bill}>
          打印账单
        </Button>
      </div>
      <QueryStatus loading={statement.isPending || moving} error={statement.isError} onRetry={() => void statement.refetch()} />
      {bill ? (
        <div aria-busy={statement.isFetching}>
          <BillStatement bill={bill} />
          <p className="fd-bill__note">
            本对账单根据基金登记结算数据生成，仅供参考；如有疑问请致电客服热线 {brand.contact.hotlineDisplay}。
          </p>
        </div>
      ) : null}
    </div>
  );
}
