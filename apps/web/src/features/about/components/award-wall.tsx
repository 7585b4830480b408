import './award-wall.css';
import { Skeleton } from 'antd';
import { useAwardWall } from '@/api/content/award-wall-list.ts';
import { SectionTitle } from '@/components/section-title.tsx';

// 荣誉资质: the award wall, newest year first.
export function AwardWall() {
  const { data } = useAwardWall();
  const awards = [...(data?.list ?? [])].sort((a, b) => b.year - a.year);
  return (
    <section id="honours" className="fd-about__section" aria-labelledby="fd-about-honours">
      <SectionTitle id="fd-about-honours" title="荣誉资质" />
      {!data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <ul className="fd-awards">
          {awards.map((award) => (
            <li key={award.id} className="fd-awards__item">
              <img src={award.image} alt="" width={120} height={120} loading="lazy" className="fd-awards__image" />
              <p className="fd-awards__title">{award.title}</p>
              <p className="fd-awards__issuer">
                {award.year}年 · {award.issuer}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
