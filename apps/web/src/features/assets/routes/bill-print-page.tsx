import { formatDate } from '@fund-direct/domain/format';
import markUrl from '@/components/assets/logo-mark.svg';
import { brand } from '@/lib/brand.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { usePageTitle } from '@/components/use-page-title.ts';
import { billMonthLabel } from '../components/bill-month.ts';
import { useMonthlyStatement } from '../components/bill-month-state.ts';
import { BillStatement } from '../components/bill-statement.tsx';
import './bill.css';
import './bill-print.css';

// §2 /billprint?month=: the monthly statement laid out on A4 for the browser's print dialog (and its
// "save as PDF"), opened in its own window from /assets/bill. The toolbar is not printed.
export function BillPrintPage() {
  const { month, statement, moving } = useMonthlyStatement();
  const bill = moving ? undefined : statement.data;
  const title = `${billMonthLabel(month)}对账单`;
  // The browser offers the page title as the PDF's file name.
  usePageTitle(title);

  return (
    <div className="fd-bill-print">
      <div className="fd-bill-print__toolbar">
        <span className="fd-bill-print__hint">请在打印对话框中选择纸张 A4；选择“另存为 PDF”可保存电子账单。</span>
        <button type="button" className="fd-button fd-button--primary fd-button--small" onClick={() => window.print()} disabled={!bill}>
          打印 / 保存为PDF
        </button>
        <button type="button" className="fd-button fd-button--small" onClick={() => window.close()}>
          关闭
        </button>
      </div>
      <article className="fd-bill-print__sheet" aria-labelledby="fd-bill-print-title">
        <header className="fd-bill-print__head">
          <div className="fd-bill-print__company">
            <img src={markUrl} width={40} height={40} alt="" />
            <div>
              <p className="fd-bill-print__company-name">{brand.company}</p>
              <p className="fd-bill-print__company-en">{brand.englishName}</p>
            </div>
          </div>
          <div className="fd-bill-print__heading">
            <h1 id="fd-bill-print-title">基金客户对账单</h1>
            <p className="fd-num">{billMonthLabel(month)}</p>
          </div>
        </header>
        <QueryStatus loading={statement.isPending || moving} error={statement.isError} onRetry={() => void statement.refetch()} />
        {bill ? <BillStatement bill={bill} /> : null}
        <footer className="fd-bill-print__foot">
          <p>本对账单根据基金登记结算数据生成，仅供参考，以基金管理人登记结算机构确认的数据为准。基金有风险，投资需谨慎。</p>
          <p>
            {brand.company}
            {'\u3000'}客服热线 {brand.contact.hotlineDisplay}
            {'\u3000'}地址 {brand.addresses[0].text}
          </p>
          <p className="fd-num">打印时间 {formatDate(Date.now(), 'YYYY-MM-DD HH:mm')}</p>
        </footer>
      </article>
    </div>
  );
}
