import { useRef } from 'react';
import { useAwardWall } from '@/api/content/award-wall-list.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { useNearViewport } from '@/components/use-near-viewport.ts';

const SHOWN = 8;

// The award wall; loads when scrolled near.
export function HomeAwards() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const awards = useAwardWall(near);
  const list = awards.data?.list.slice(0, SHOWN) ?? [];
  return (
    <section ref={ref} className="fd-section" aria-labelledby="fd-awards-title">
      <div className="fd-container">
        <SectionTitle id="fd-awards-title" title="荣誉奖项" />
        {list.length > 0 ? (
          <ul className="fd-awards">
            {list.map((award) => (
              <li key={award.id} className="fd-award">
                <img src={award.image} alt="" width={120} height={120} loading="lazy" decoding="async" className="fd-award__image" />
                <p className="fd-award__title">{award.title}</p>
                <p className="fd-award__issuer">
                  {award.issuer} · {award.year}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <QueryStatus
            loading={!near || awards.isPending}
            error={awards.isError}
            empty={awards.isSuccess}
            onRetry={() => void awards.refetch()}
            minHeight={220}
          />
        )}
      </div>
    </section>
  );
}
