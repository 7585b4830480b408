import type { ArticleDetail } from '@fund-direct/domain/contracts';
import { Link } from 'react-router';

// The funds an article talks about, each linking to its detail page.
export function RelatedFunds({ funds }: { funds: ArticleDetail['relatedFunds'] }) {
  if (funds.length === 0) return null;
  return (
    <section className="fd-related-funds" aria-labelledby="fd-related-funds-title">
      <h2 id="fd-related-funds-title" className="fd-viewpoint__side-title">
        相关基金
      </h2>
      <ul>
        {funds.map((fund) => (
          <li key={fund.fundcode}>
            <Link to={`/fund_detail?fundCode=${fund.fundcode}`} className="fd-related-funds__link">
              <span className="fd-related-funds__name">{fund.fundname}</span>
              <span className="fd-related-funds__code">{fund.fundcode}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
