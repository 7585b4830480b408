import { Tag } from 'antd';
import type { InTransitItem } from '@fund-direct/domain/contracts';
import { formatDate, formatMoney } from '@fund-direct/domain/format';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { Link } from 'react-router';
import { MoneyText } from '@/components/money-text.tsx';
import { SectionTitle } from '@/components/section-title.tsx';

// Purchases are pending as money, redemptions and conversions as shares.
function requested(item: InTransitItem): string {
  if (item.amount !== null) return formatMoney(item.amount, { unit: '元' });
  return formatMoney(item.shares, { unit: '份' });
}

interface MyAssetsInTransitProps {
  list: readonly InTransitItem[];
  totalAmount: string;
}

// Orders the TA has not confirmed yet, with the dates the money or shares are expected.
export function MyAssetsInTransit({ list, totalAmount }: MyAssetsInTransitProps) {
  return (
    <section className="fd-my-assets__section" aria-labelledby="fd-my-assets-transit">
      <SectionTitle
        id="fd-my-assets-transit"
        title={`在途交易（${list.length}）`}
        extra={
          <Link to={ROUTE_PATHS.tradeRecord} className="fd-my-assets__more">
            交易记录
          </Link>
        }
      />
      {list.length === 0 ? (
        <p className="fd-my-assets__none">暂无在途交易</p>
      ) : (
        <>
          <div className="fd-table-wrap" role="region" aria-label="在途交易列表" tabIndex={0}>
            <table className="fd-table fd-my-assets-transit">
              <caption className="fd-visually-hidden">在途交易列表</caption>
              <thead>
                <tr>
                  <th scope="col">申请日期</th>
                  <th scope="col">业务类型</th>
                  <th scope="col">基金</th>
                  <th scope="col" className="fd-table__num">
                    申请金额/份额
                  </th>
                  <th scope="col">预计确认日</th>
                  <th scope="col">预计到账日</th>
                </tr>
              </thead>
              <tbody>
                {list.map((item) => (
                  <tr key={item.orderNo}>
                    <td className="fd-num" data-label="申请日期">
                      {formatDate(item.tradeDate)}
                    </td>
                    <td data-label="业务类型">
                      {item.businessName}
                      {item.paymentStatus === 'awaiting' ? (
                        <Tag color="orange" className="fd-my-assets-transit__tag">
                          待汇款
                        </Tag>
                      ) : null}
                    </td>
                    <td data-label="基金">
                      {item.fundName}
                      {item.targetFundName ? ` → ${item.targetFundName}` : ''}
                    </td>
                    <td className="fd-table__num fd-num" data-label="申请金额/份额">
                      {requested(item)}
                    </td>
                    <td className="fd-num" data-label="预计确认日">
                      {formatDate(item.expectedConfirmDate)}
                    </td>
                    <td className="fd-num" data-label="预计到账日">
                      {formatDate(item.expectedArrivalDate)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="fd-my-assets__total">
            在途资金合计 <MoneyText value={totalAmount} unit="元" />
          </p>
        </>
      )}
    </section>
  );
}
