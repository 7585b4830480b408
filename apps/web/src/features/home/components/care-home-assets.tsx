import { Link } from 'react-router';
import { CARE_TEXT } from '@fund-direct/domain/constants';
import { formatMoney } from '@fund-direct/domain/format';
import { useAssetsSummary } from '@/api/query/share-info.ts';

// 关怀模式's first card for a logged-in customer: total assets and yesterday's income, large.
export default function MyAssetsCard() {
  const summary = useAssetsSummary(true).data?.summary;
  return (
    <section className="fd-care-home__card" aria-label={CARE_TEXT.myAssets}>
      <h2 className="fd-care-home__title">{CARE_TEXT.myAssets}</h2>
      <dl className="fd-care-home__figures">
        <div className="fd-care-home__figure">
          <dt>{CARE_TEXT.totalAssets}</dt>
          <dd>{summary ? formatMoney(summary.totalAssets) : '--'}</dd>
        </div>
        <div className="fd-care-home__figure">
          <dt>{CARE_TEXT.yesterdayIncome}</dt>
          <dd>{summary ? formatMoney(summary.yesterdayIncome) : '--'}</dd>
        </div>
      </dl>
      <Link className="fd-button fd-button--primary" to="/assets/my_assets">
        {CARE_TEXT.viewAssets}
      </Link>
    </section>
  );
}
