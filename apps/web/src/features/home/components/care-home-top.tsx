import { lazy, Suspense } from 'react';
import { CARE_TEXT } from '@fund-direct/domain/constants';
import { CopyablePhone } from '@/components/copyable-phone.tsx';
import { useAuth } from '@/lib/auth-state.ts';
import { brand } from '@/lib/brand.ts';
import { useCareMode } from '@/lib/care-mode.ts';

// Only a logged-in customer in 关怀模式 sees it: its code (the assets API and its schemas) loads only then.
const MyAssetsCard = lazy(() => import('./care-home-assets.tsx'));

// 关怀模式 puts what an older customer comes for first: their holdings (when logged in) and the hotline, large.
export function CareHomeTop() {
  const care = useCareMode();
  const { token } = useAuth();
  if (!care) return null;
  return (
    <div className="fd-container fd-care-home">
      {token ? (
        <Suspense fallback={null}>
          <MyAssetsCard />
        </Suspense>
      ) : null}
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
