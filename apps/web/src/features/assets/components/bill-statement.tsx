import type { IncomeBillResponse } from '@fund-direct/domain/contracts';
import { MoneyText } from '@/components/money-text.tsx';
import { billMonthLabel } from './bill-month.ts';
import { BillDividendsTable, BillHoldingsTable, BillTradesTable } from './bill-tables.tsx';

type Totals = IncomeBillResponse['totals'];

const TOTALS: readonly { key: keyof Totals; label: string; colored?: boolean }[] = [
  { key: 'openingValue', label: '期初市值' },
  { key: 'closingValue', label: '期末市值' },
  { key: 'income', label: '本月收益', colored: true },
  { key: 'purchaseAmount', label: '申购/认购/定投金额' },
  { key: 'redemptionAmount', label: '赎回金额' },
  { key: 'dividendCash', label: '现金分红' },
  { key: 'fees', label: '交易费用' },
];

function BillCustomer({ bill }: { bill: IncomeBillResponse }) {
  const { customer } = bill;
  return (
    <section className="fd-bill-part" aria-labelledby="fd-bill-customer">
      <div className="fd-bill-part__head">
        <h2 id="fd-bill-customer" className="fd-bill-part__title">
          客户信息
        </h2>
      </div>
      <dl className="fd-bill-facts">
        <div>
          <dt>客户姓名</dt>
          <dd>{customer.name}</dd>
        </div>
        <div>
          <dt>基金账号</dt>
          <dd className="fd-num">{customer.fundAccount}</dd>
        </div>
        <div>
          <dt>证件号码</dt>
          <dd className="fd-num">{customer.idNoMasked}</dd>
        </div>
        <div>
          <dt>手机号码</dt>
          <dd className="fd-num">{customer.mobileMasked}</dd>
        </div>
        <div className="fd-bill-facts__period">
          <dt>账单期间</dt>
          <dd className="fd-num">
            {bill.periodStart} 至 {bill.periodEnd}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function BillTotals({ totals }: { totals: Totals }) {
  return (
    <section className="fd-bill-part" aria-labelledby="fd-bill-totals">
      <div className="fd-bill-part__head">
        <h2 id="fd-bill-totals" className="fd-bill-part__title">
          本月概览
        </h2>
        <span className="fd-bill-part__note">单位：元</span>
      </div>
      <dl className="fd-bill-totals">
        {TOTALS.map((item) => (
          <div key={item.key} className="fd-bill-totals__item">
            <dt>{item.label}</dt>
            <dd>
              <MoneyText value={totals[item.key]} colored={item.colored} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

// §2 the monthly statement, the same on /assets/bill and /billprint: who, the month's totals, opening and
// closing holdings, the trades confirmed and the dividends of the month.
export function BillStatement({ bill }: { bill: IncomeBillResponse }) {
  return (
    <div className="fd-bill-statement" aria-label={`${billMonthLabel(bill.month)}对账单`} role="group">
      <BillCustomer bill={bill} />
      <BillTotals totals={bill.totals} />
      <BillHoldingsTable
        id="fd-bill-opening"
        title="期初持仓"
        note="月初持有，按当时最近净值计算"
        holdings={bill.opening}
        total={bill.totals.openingValue}
      />
      <BillHoldingsTable
        id="fd-bill-closing"
        title="期末持仓"
        note="月末持有，按当时最近净值计算"
        holdings={bill.closing}
        total={bill.totals.closingValue}
      />
      <BillTradesTable trades={bill.trades} />
      <BillDividendsTable dividends={bill.dividends} />
    </div>
  );
}
