import { Link } from 'react-router';
import { brand } from '../../../app/brand.ts';
import { CopyablePhone } from '../../../components/copyable-phone.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useAuth } from '../../../lib/auth-state.ts';
import { HomeEntrances } from '../components/home-entrances.tsx';
import { HomePromises } from '../components/home-promises.tsx';
import './home-page.css';

// The brand landing; banners, funds and notices from the API join it with the content work.
export function HomePage() {
  usePageTitle('首页');
  const { token } = useAuth();
  return (
    <>
      <section className="fd-hero" aria-labelledby="fd-hero-title">
        <div className="fd-container fd-hero__inner">
          <div className="fd-hero__copy">
            <p className="fd-hero__eyebrow">{brand.shortName} · 官方直销平台</p>
            <h1 id="fd-hero-title" className="fd-hero__title">
              {brand.slogan}
            </h1>
            <p className="fd-hero__lead">
              {`${brand.company}坚持研究驱动与风险控制并重，为个人与机构投资者提供公募基金产品及直销服务：在线开户、风险测评、申购赎回、定期定投与资产查询，一站办理。`}
            </p>
            <div className="fd-hero__actions">
              <Link className="fd-button fd-button--accent fd-button--large" to="/fund">
                浏览基金产品
              </Link>
              {token ? (
                <Link className="fd-button fd-button--ghost fd-button--large" to="/assets/my_assets">
                  查看我的资产
                </Link>
              ) : (
                <Link className="fd-button fd-button--ghost fd-button--large" to="/auth/register">
                  注册开户
                </Link>
              )}
            </div>
          </div>
          <aside className="fd-hero__card" aria-label="客户服务">
            <p className="fd-hero__card-title">客户服务</p>
            <CopyablePhone
              className="fd-hero__hotline"
              label="客服热线"
              display={brand.contact.hotlineDisplay}
              value={brand.contact.hotline}
            />
            <p className="fd-hero__card-text">服务时间：{brand.contact.serviceHours}</p>
            <p className="fd-hero__card-text">开户、交易、账户安全等问题，欢迎来电咨询。</p>
          </aside>
        </div>
      </section>
      <HomePromises />
      <HomeEntrances />
      <section className="fd-container fd-home-risk" aria-label="风险提示">
        <p>
          <strong>风险提示：</strong>基金有风险，投资需谨慎。请在充分了解产品风险收益特征并完成风险测评后，选择与自身风险承受能力相匹配的产品。
        </p>
      </section>
    </>
  );
}
