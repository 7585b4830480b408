import { Link } from 'react-router';
import type { MenuBlock, MenuEntry } from '@fund-direct/domain/guards';
import { pathOf } from './account-trail.ts';

interface AccountMenuProps {
  blocks: readonly MenuBlock[];
  active: MenuEntry | undefined;
}

// §2 side menu on wide screens: the blocks with their entries, the current page's entry highlighted.
export function AccountSideMenu({ blocks, active }: AccountMenuProps) {
  return (
    <nav className="fd-side-menu fd-account-menu" aria-label="个人中心导航">
      {blocks.map((block) => (
        <section key={block.key} className="fd-account-menu__block" aria-labelledby={`fd-account-menu-${block.key}`}>
          <h2 id={`fd-account-menu-${block.key}`} className="fd-side-menu__title fd-account-menu__title">
            {block.title}
          </h2>
          <ul className="fd-account-menu__entries">
            {block.entries.map((entry) => (
              <li key={entry.key}>
                <Link
                  to={pathOf(entry.routes[0])}
                  className="fd-side-menu__link fd-account-menu__link"
                  aria-current={entry === active ? 'page' : undefined}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

// Narrow screens: the same entries as one row of tabs that scrolls sideways, the current one in view.
export function AccountTabMenu({ blocks, active }: AccountMenuProps) {
  return (
    <nav className="fd-account-tabs" aria-label="个人中心导航">
      <ul className="fd-account-tabs__list">
        {blocks.flatMap((block) =>
          block.entries.map((entry) => (
            <li key={entry.key}>
              <Link
                to={pathOf(entry.routes[0])}
                className="fd-account-tabs__link"
                aria-current={entry === active ? 'page' : undefined}
                ref={entry === active ? (node) => node?.scrollIntoView({ block: 'nearest', inline: 'center' }) : undefined}
              >
                {entry.label}
              </Link>
            </li>
          )),
        )}
      </ul>
    </nav>
  );
}
