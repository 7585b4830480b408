import type { ReactNode } from 'react';
import { PageBreadcrumbs, type BreadcrumbItem } from '@/components/breadcrumbs.tsx';
import { usePageTitle } from '@/components/use-page-title.ts';
import './trade.css';

interface TradeFrameProps {
  // 购买, 赎回, 定投, 基金转换, 修改分红方式
  title: string;
  fund?: { fundCode: string; fundName: string };
  children: ReactNode;
}

// Every trade page: breadcrumbs back to the fund, one panel with the page's h1.
export function TradeFrame({ title, fund, children }: TradeFrameProps) {
  usePageTitle(fund ? `${title} - ${fund.fundName}` : title);
  const trail: BreadcrumbItem[] = [{ title: '基金产品', to: '/fund' }];
  if (fund) trail.push({ title: fund.fundName, to: `/fund_detail?fundCode=${encodeURIComponent(fund.fundCode)}` });
  trail.push({ title });
  return (
    <div className="fd-container fd-trade">
      <PageBreadcrumbs items={trail} />
      <section className="fd-card fd-trade__panel" aria-labelledby="fd-trade-title">
        <h1 id="fd-trade-title" className="fd-trade__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
