import { Alert } from 'antd';
import type { RemitAccount } from '@fund-direct/domain/contracts';
import { formatMoney } from '@fund-direct/domain/format';

// 汇款支付: the company's account the customer transfers to (§3 remittance account block).
export function RemitAccountBlock({ account, amount }: { account: RemitAccount; amount: string | null }) {
  return (
    <section className="fd-trade-remit" aria-labelledby="fd-trade-remit-title">
      <Alert
        type="warning"
        showIcon
        title={
          <span id="fd-trade-remit-title">
            请在交易日15:00前通过本人银行卡汇款{amount ? ` ${formatMoney(amount, { unit: '元' })}` : ''}至以下账户
          </span>
        }
        description="汇款未在当日交易截止时间前到账的，交易失败。汇款时请使用已绑定的本人银行卡，并在附言中注明订单号。"
      />
      <dl className="fd-trade-quote" style={{ marginTop: 12 }}>
        {(
          [
            ['收款银行', account.bankName],
            ['户名', account.accountName],
            ['账号', account.accountNo],
            ['开户行地址', account.bankAddress],
            ['大额支付行号', account.bigPaymentNo],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="fd-trade-quote__row">
            <dt>{label}</dt>
            <dd className="fd-num">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
