import DownOutlinedSvg from '@ant-design/icons-svg/es/asn/DownOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { HoldingItem } from '@fund-direct/domain/contracts';
import { Link } from 'react-router';
import { holdingTradeLinks, type HoldingTradeLink } from './holdings-trade-links.ts';

const DownOutlined = iconOf(DownOutlinedSvg);

const SHORTCUTS: readonly { key: HoldingTradeLink['key']; label: string; anyFund: boolean }[] = [
  { key: 'purchase', label: '买入', anyFund: true },
  { key: 'sell', label: '卖出', anyFund: false },
  { key: 'change', label: '转换', anyFund: false },
  { key: 'fix', label: '定投', anyFund: true },
];

// Buying and regular investment also reach every fund (through the fund list); selling and converting
// only the holdings with available shares.
function shortcutItems(key: HoldingTradeLink['key'], anyFund: boolean, holdings: readonly HoldingItem[]): MenuProps['items'] {
  const items: NonNullable<MenuProps['items']> = holdings.flatMap((holding) => {
    const link = holdingTradeLinks(holding).find((l) => l.key === key);
    return link && !link.disabled ? [{ key: holding.fundCode, label: <Link to={link.to}>{holding.fundName}</Link> }] : [];
  });
  if (anyFund) items.push({ key: 'fund-list', label: <Link to="/fund">选择其他基金</Link> });
  return items;
}

export function MyAssetsShortcuts({ holdings }: { holdings: readonly HoldingItem[] }) {
  return (
    <nav className="fd-my-assets-shortcuts" aria-label="快捷交易">
      {SHORTCUTS.map((shortcut) => {
        const items = shortcutItems(shortcut.key, shortcut.anyFund, holdings) ?? [];
        if (holdings.length === 0 && shortcut.anyFund) {
          return (
            <Link key={shortcut.key} to="/fund" className="fd-button fd-my-assets-shortcuts__item">
              {shortcut.label}
            </Link>
          );
        }
        return (
          <Dropdown key={shortcut.key} menu={{ items }} trigger={['click']} disabled={items.length === 0}>
            <Button className="fd-my-assets-shortcuts__item" aria-haspopup="menu">
              {shortcut.label} <DownOutlined aria-hidden />
            </Button>
          </Dropdown>
        );
      })}
    </nav>
  );
}
