import { Link } from 'react-router';
import { CARE_TEXT } from '@fund-direct/domain/constants';
import { formatMoney } from '@fund-direct/domain/format';
import { useAssetsSummary } from '@/api/query/share-info.ts';
import { CopyablePhone } from '@/components/copyable-phone.tsx';
import { useAuth } from '@/lib/auth-state.ts';
import { brand } from '@/lib/brand.ts';
import { useCareMode } from '@/lib/care-mode.ts';

function MyAssetsCard() {
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

// 关怀模式 puts what an older customer comes for first: their holdings (when logged in) and the hotline, large.
export function CareHomeTop() {
  const care = useCareMode();
  const { token } = useAuth();
  if (!care) return null;
  return (
    <div className="fd-container fd-care-home">
      {token ? <MyAssetsCard /> : null}
      <section className="fd-care-home__card" aria-label="客服热线">
        <h2 className="fd-care-home__title">{CARE_TEXT.hotlineTitle}</h2>
        <CopyablePhone
          className="fd-care-home__phone"
          label="客服热线"
          display={brand.contact.hotlineDisplay}
          value={brand.contact.hotline}
        />
        <p>服务时间：{brand.contact.serviceHours}</p>
      </section>
    </div>
  );
}
