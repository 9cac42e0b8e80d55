import { Link } from 'react-router-dom';
import { LineIcon } from '@reeltalk/web-kit';
import { Logo } from './Logo.tsx';
import { SIDE_NAV, type Section } from './sections.ts';
import type { NavDrawer } from './useNavDrawer.ts';

const ICONS: Record<Section, string> = {
  create: 'M12 16V4M7 9l5-5 5 5M5 20h14',
  library: 'M4 5h4v14H4zM10 5h4v14h-4zM16.5 5.5l3.8 1 -3.6 13.5 -3.8-1z',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01',
};

export const SIDE_NAV_ID = 'app-side-nav';

/** The workspace's sections; on a narrow screen a drawer, shown while `drawer.open`. */
export function SideNav({ active, drawer }: { active: Section; drawer: NavDrawer }) {
  return (
    <aside
      ref={drawer.drawer}
      id={SIDE_NAV_ID}
      className={drawer.open ? 'app-sidenav app-sidenav--open' : 'app-sidenav'}
      data-testid="side-nav"
      aria-label={drawer.narrow ? 'Menu' : undefined}
    >
      <div className="app-sidenav__logo">
        <Logo to="/app" />
        <button
          type="button"
          className="app-sidenav__close"
          data-testid="side-nav-close"
          aria-label="Close menu"
          onClick={drawer.close}
        >
          <LineIcon path="M6 6l12 12M18 6L6 18" size={20} />
        </button>
      </div>
      <nav className="app-sidenav__links" aria-label="Workspace">
        {SIDE_NAV.map((entry) => (
          <Link
            key={entry.section}
            to={entry.to}
            className={entry.section === active ? 'app-sidenav__link app-sidenav__link--active' : 'app-sidenav__link'}
            aria-current={entry.section === active ? 'page' : undefined}
            data-testid={`side-nav-${entry.section === 'create' ? 'upload' : entry.section}`}
          >
            <LineIcon path={ICONS[entry.section]} size={20} />
            {entry.label}
          </Link>
        ))}
      </nav>
    </aside>
  );
}
