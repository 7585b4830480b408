import DownOutlinedSvg from '@ant-design/icons-svg/es/asn/DownOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import './service-side-menu.css';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { isServiceMenuHandle, SERVICE_BASE, type ServiceMenuHandle, type ServiceSectionKey } from '../service-menu.ts';
import { serviceChildRoutes } from '../service-menu-routes.tsx';

const DownOutlined = iconOf(DownOutlinedSvg);

interface MenuSection {
  key: ServiceSectionKey;
  label: string;
  items: { path: string; label: string }[];
}

// §2: the menu is built from the child routes (their `handle`), grouped by section in route order.
function sectionsFromRoutes(): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const route of serviceChildRoutes) {
    if (!isServiceMenuHandle(route.handle) || !route.path) continue;
    const entry: ServiceMenuHandle['serviceMenu'] = route.handle.serviceMenu;
    let section = sections.find((item) => item.key === entry.sectionKey);
    if (!section) {
      section = { key: entry.sectionKey, label: entry.sectionLabel, items: [] };
      sections.push(section);
    }
    section.items.push({ path: `${SERVICE_BASE}/${route.path}`, label: entry.label });
  }
  return sections;
}

const SECTIONS = sectionsFromRoutes();

// Accordion: one section open at a time, the current page's section open to start with.
export function ServiceSideMenu({ activeSection }: { activeSection: ServiceSectionKey | undefined }) {
  const [open, setOpen] = useState<ServiceSectionKey | undefined>(activeSection ?? SECTIONS[0]?.key);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [lastActive, setLastActive] = useState(activeSection);
  if (lastActive !== activeSection) {
    // Navigating to another section opens it and folds the menu on narrow screens.
    setLastActive(activeSection);
    if (activeSection) setOpen(activeSection);
    setMobileOpen(false);
  }

  return (
    <nav
      className={mobileOpen ? 'fd-side-menu fd-service-menu fd-service-menu--open' : 'fd-side-menu fd-service-menu'}
      aria-label="服务中心导航"
    >
      <button
        type="button"
        className="fd-service-menu__toggle"
        aria-expanded={mobileOpen}
        aria-controls="fd-service-menu-sections"
        onClick={() => setMobileOpen((value) => !value)}
      >
        <span>服务中心栏目</span>
        <DownOutlined aria-hidden />
      </button>
      <p className="fd-side-menu__title fd-service-menu__caption" aria-hidden>
        服务中心
      </p>
      <ul id="fd-service-menu-sections" className="fd-service-menu__sections">
        {SECTIONS.map((section) => {
          const expanded = open === section.key;
          const listId = `fd-service-menu-${section.key}`;
          return (
            <li
              key={section.key}
              className={expanded ? 'fd-service-menu__section fd-service-menu__section--open' : 'fd-service-menu__section'}
            >
              <button
                type="button"
                className="fd-service-menu__section-button"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpen(expanded ? undefined : section.key)}
              >
                <span>{section.label}</span>
                <DownOutlined className="fd-service-menu__arrow" aria-hidden />
              </button>
              <ul id={listId} className="fd-service-menu__items" hidden={!expanded}>
                {section.items.map((item) => (
                  <li key={item.path}>
                    <NavLink to={item.path} className="fd-side-menu__link fd-service-menu__link">
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export { SECTIONS as SERVICE_MENU_SECTIONS };
