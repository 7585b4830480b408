import type { ThemeConfig } from 'antd';
import { brand } from '@/lib/brand.ts';

// One type scale (14 base, 1.25 steps), 4-px spacing and the brand colours, shared by
// Ant Design (tokens) and the layout CSS (custom properties on :root).
const fontFamily =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const typeScale = { xs: 12, sm: 13, base: 14, md: 16, lg: 20, xl: 24, xxl: 30, display: 40 } as const;
export const space = { xs: 4, sm: 8, md: 16, lg: 24, xl: 32, xxl: 48, section: 72 } as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.colors.primary,
    colorLink: brand.colors.primary,
    colorText: brand.colors.ink,
    colorTextSecondary: brand.colors.inkSecondary,
    colorBgLayout: brand.colors.surface,
    colorWarning: brand.colors.accent,
    fontFamily,
    fontSize: typeScale.base,
    fontSizeHeading1: typeScale.display,
    fontSizeHeading2: typeScale.xxl,
    fontSizeHeading3: typeScale.xl,
    fontSizeHeading4: typeScale.lg,
    fontSizeHeading5: typeScale.md,
    borderRadius: 6,
    sizeUnit: 4,
    sizeStep: 4,
  },
  components: {
    Button: { primaryShadow: 'none', defaultShadow: 'none' },
  },
};

// 关怀模式 (互联网应用适老化): 18 px body text, near-black text, 44 px controls; styles/care-mode.css does the same for
// the layout CSS.
export const careTheme: ThemeConfig = {
  ...theme,
  token: {
    ...theme.token,
    colorText: '#111111',
    colorTextSecondary: '#333333',
    colorTextTertiary: '#444444',
    // Darker than the standard red so that danger text keeps 4.5:1 on white at the larger size.
    colorError: '#b42318',
    fontSize: 18,
    fontSizeSM: 16,
    fontSizeLG: 20,
    controlHeight: 44,
    controlHeightSM: 36,
    controlHeightLG: 52,
  },
};

function cssVariables(): Record<string, string> {
  const vars: Record<string, string> = {
    '--fd-primary': brand.colors.primary,
    '--fd-primary-dark': brand.colors.primaryDark,
    '--fd-accent': brand.colors.accent,
    '--fd-accent-text': brand.colors.accentText,
    '--fd-ink': brand.colors.ink,
    '--fd-ink-secondary': brand.colors.inkSecondary,
    '--fd-surface': brand.colors.surface,
    '--fd-footer': brand.colors.footer,
    '--fd-font': fontFamily,
  };
  for (const [name, px] of Object.entries(typeScale)) vars[`--fd-text-${name}`] = `${px}px`;
  for (const [name, px] of Object.entries(space)) vars[`--fd-space-${name}`] = `${px}px`;
  return vars;
}

export function applyCssVariables(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(cssVariables())) root.style.setProperty(name, value);
}

// The same properties as a rule for the server's HTML: a server-rendered page is laid out before (or without) any script.
export function cssVariablesRule(): string {
  return `:root{${Object.entries(cssVariables())
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}
