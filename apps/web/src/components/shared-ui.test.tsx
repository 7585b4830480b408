import { UP_DOWN_COLORS } from '@fund-direct/domain/format';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageBreadcrumbs } from './breadcrumbs.tsx';
import { FundStatusTag } from './fund-status-tag.tsx';
import { MoneyText } from './money-text.tsx';
import { PercentText } from './percent-text.tsx';
import { RiskTag } from './risk-tag.tsx';

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('shared display components', () => {
  it('starts the breadcrumbs at 首页 and marks the last item as the current page', () => {
    render(
      <MemoryRouter>
        <PageBreadcrumbs items={[{ title: '基金产品', to: '/fund' }, { title: '沣泽价值精选混合A' }]} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '面包屑导航' });
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('link', { name: '基金产品' }).getAttribute('href')).toBe('/fund');
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('沣泽价值精选混合A');
  });

  it('colours percentages up red, down green, flat dark blue (§5)', () => {
    render(
      <>
        <PercentText value="0.0523" multiply100 />
        <PercentText value="-0.01" multiply100 />
        <PercentText value={null} />
        <PercentText value="1.5" colored={false} />
      </>,
    );
    expect(screen.getByText('+5.23%').style.color).toBe(rgb(UP_DOWN_COLORS.up));
    expect(screen.getByText('-1.00%').style.color).toBe(rgb(UP_DOWN_COLORS.down));
    expect(screen.getByText('--').style.color).toBe(rgb(UP_DOWN_COLORS.flat));
    expect(screen.getByText('+1.50%').style.color).toBe('');
  });

  it('formats money with separators and its fallback', () => {
    render(
      <>
        <MoneyText value="1234567.891" unit="元" />
        <MoneyText value="" fallback="0.00元" />
      </>,
    );
    expect(screen.getByText('1,234,567.89元')).toBeTruthy();
    expect(screen.getByText('0.00元')).toBeTruthy();
  });

  it('labels risk levels (0 and 1 both R1) and fund statuses from the code tables', () => {
    render(
      <>
        <RiskTag level="0" withCode />
        <RiskTag level="R4" />
        <RiskTag level="R9" />
        <FundStatusTag status="9" />
        <FundStatusTag status="5" />
      </>,
    );
    expect(screen.getByText('R1 低风险').className).toContain('fd-tag--risk-R1');
    expect(screen.getByText('中高风险').className).toContain('fd-tag--risk-R4');
    expect(screen.getByText('--').className).toContain('fd-tag--muted');
    expect(screen.getByText('封闭期').className).toContain('fd-tag--status-closed');
    expect(screen.getByText('暂停申购').className).toContain('fd-tag--status-suspended');
  });
});
