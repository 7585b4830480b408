import type { CSSProperties } from 'react';
import { BANK_LOGO_FALLBACK } from '@fund-direct/domain/codes';

// §3: each sales bank code maps to a logo. No bank artwork ships with the site, so a logo is a
// badge in the bank's colour with its short name, keyed by the domain's logo key.
const BADGES: Readonly<Record<string, { short: string; color: string }>> = {
  'bank-002': { short: '工行', color: '#c7000b' },
  'bank-003': { short: '农行', color: '#008c6a' },
  'bank-004': { short: '中行', color: '#a71e32' },
  'bank-005': { short: '建行', color: '#0a4b9b' },
  'bank-006': { short: '交行', color: '#1b3f8b' },
  'bank-007': { short: '招行', color: '#c8161e' },
  'bank-009': { short: '兴业', color: '#004a99' },
  'bank-010': { short: '中信', color: '#b8141b' },
  'bank-011': { short: '浦发', color: '#0c3d8c' },
  'bank-012': { short: '民生', color: '#00847f' },
  'bank-014': { short: '光大', color: '#6a1b9a' },
  'bank-015': { short: '华夏', color: '#d7000f' },
  'bank-016': { short: '平安', color: '#e8541e' },
  'bank-017': { short: '广发', color: '#b5121b' },
  'bank-920': { short: '邮储', color: '#007a3d' },
  'bank-921': { short: '北京', color: '#c30d23' },
  'bank-934': { short: '上海', color: '#1d4f91' },
  [BANK_LOGO_FALLBACK]: { short: '银行', color: '#8c96a8' },
};

interface BankLogoProps {
  logoKey: string;
  bankName?: string;
  size?: 'small' | 'default';
}

export function BankLogo({ logoKey, bankName, size = 'default' }: BankLogoProps) {
  const badge = BADGES[logoKey] ?? BADGES[BANK_LOGO_FALLBACK]!;
  const style = { '--fd-bank-color': badge.color } as CSSProperties;
  return (
    <span className={`fd-bank-logo fd-bank-logo--${size}`} style={style} role="img" aria-label={bankName ?? badge.short}>
      {badge.short}
    </span>
  );
}
