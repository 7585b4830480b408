import type { AboutUsResponse } from '@fund-direct/domain/contracts';
import { formatDate, formatLargeNumber } from '@fund-direct/domain/format';
import { RichText } from '@/components/rich-text.tsx';
import { SectionTitle } from '@/components/section-title.tsx';

// 公司简介 with its key facts, culture and shareholders.
export function CompanyProfile({ about }: { about: AboutUsResponse }) {
  const { profile, culture, shareholders } = about;
  return (
    <section id="profile" className="fd-about__section" aria-labelledby="fd-about-profile">
      <SectionTitle id="fd-about-profile" title={profile.title} />
      <dl className="fd-about-facts">
        <div>
          <dt>成立时间</dt>
          <dd>{formatDate(profile.foundedOn, 'YYYY年MM月DD日')}</dd>
        </div>
        <div>
          <dt>注册资本</dt>
          <dd>人民币{formatLargeNumber(profile.registeredCapital)}元</dd>
        </div>
        <div>
          <dt>总部</dt>
          <dd>{profile.headquarters}</dd>
        </div>
      </dl>
      <RichText html={profile.contentHtml} />
      <div className="fd-about-grid">
        <div className="fd-about-card">
          <h3 className="fd-about-card__title">{culture.title}</h3>
          <ul className="fd-about-values" aria-label="核心价值观">
            {culture.values.map((value) => (
              <li key={value}>{value}</li>
            ))}
          </ul>
          <RichText html={culture.contentHtml} className="fd-about-card__text" />
        </div>
        <div className="fd-about-card">
          <h3 className="fd-about-card__title">{shareholders.title}</h3>
          <table className="fd-about-table" aria-label="股东及持股比例">
            <thead>
              <tr>
                <th scope="col">股东名称</th>
                <th scope="col">持股比例</th>
              </tr>
            </thead>
            <tbody>
              {shareholders.list.map((holder) => (
                <tr key={holder.name}>
                  <td>{holder.name}</td>
                  <td className="fd-about-table__num">{holder.ratio}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
