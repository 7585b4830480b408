import { brand } from '@/lib/brand.ts';
import markUrl from '@/components/assets/logo-mark.svg';

interface LogoProps {
  tone?: 'dark' | 'light';
}

// The mark (peak, sun and water: 沣泽) beside the wordmark; the link around it carries the name.
export function Logo({ tone = 'dark' }: LogoProps) {
  return (
    <span className={`fd-logo fd-logo--${tone}`}>
      <img className="fd-logo__mark" src={markUrl} width={36} height={36} alt="" />
      <span className="fd-logo__text">
        <span className="fd-logo__name">{brand.shortName}</span>
        <span className="fd-logo__english">{brand.englishName.toUpperCase()}</span>
      </span>
    </span>
  );
}
