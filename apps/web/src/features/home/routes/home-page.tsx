import { brand } from '@/lib/brand.ts';
import { CopyablePhone } from '@/components/copyable-phone.tsx';
import { prefetchForPage } from '@/lib/query-client.ts';
import { advertListOptions, useAdvertList } from '../api/advert-list.ts';
import { recommendListOptions } from '../api/recommend-list.ts';
import { HomeAwards } from '../components/home-awards.tsx';
import { HomeBanner } from '../components/home-banner.tsx';
import { CareHomeTop } from '../components/care-home-top.tsx';
import { HomeEntrances } from '../components/home-entrances.tsx';
import { HomeNotices } from '../components/home-notices.tsx';
import { HomeRanking } from '../components/home-ranking.tsx';
import { HomeRecommend } from '../components/home-recommend.tsx';
import { HomeVideo } from '../components/home-video.tsx';
import { HomeViewpoints } from '../components/home-viewpoints.tsx';
import './home-page.css';
import './home-top.css';
import './home-sections.css';

// Only the first screen (banners, recommended funds) is fetched with the page chunk, without
// waiting for it; every section below the fold asks for its data when scrolled near.
export async function loader() {
  await prefetchForPage((client) => [client.prefetchQuery(advertListOptions()), client.prefetchQuery(recommendListOptions())]);
  return null;
}

function HotlineCard() {
  return (
    <aside className="fd-hotline-card" aria-label="客户服务">
      <p className="fd-hotline-card__title">客服热线</p>
      <CopyablePhone className="fd-hero__hotline" label="客服热线" display={brand.contact.hotlineDisplay} value={brand.contact.hotline} />
      <p className="fd-hotline-card__text">服务时间：{brand.contact.serviceHours}</p>
      <p className="fd-hotline-card__text">开户、交易、账户安全等问题，欢迎来电咨询。</p>
    </aside>
  );
}

// §2 /home: banners, recommended funds, the rise-fall ranking, viewpoints, notices, awards, hotline.
export function HomePage() {
  const video = useAdvertList().data?.bannerVideo ?? null;
  return (
    <>
      <CareHomeTop />
      <HomeBanner />
      <HomeRecommend />
      <div className="fd-container fd-home-split">
        <HomeRanking />
        <div className="fd-home-side">
          {video ? <HomeVideo video={video} /> : null}
          <HotlineCard />
        </div>
      </div>
      <HomeViewpoints />
      <div className="fd-container fd-home-block">
        <HomeNotices />
      </div>
      <HomeAwards />
      <HomeEntrances />
      <section className="fd-container fd-home-risk" aria-label="风险提示">
        <p>
          <strong>风险提示：</strong>
          基金有风险，投资需谨慎。请在充分了解产品风险收益特征并完成风险测评后，选择与自身风险承受能力相匹配的产品。
        </p>
      </section>
    </>
  );
}
