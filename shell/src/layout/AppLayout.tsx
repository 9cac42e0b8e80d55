import { Outlet, useLocation } from 'react-router-dom';
import { SideNav } from './SideNav.tsx';
import { sectionOf, sectionTitle } from './sections.ts';
import { TopBar } from './TopBar.tsx';
import { useNavDrawer } from './useNavDrawer.ts';
import './theme.css';
import './appLayout.css';

/**
 * The signed-in workspace: side navigation (a drawer behind the top bar's menu button on narrow screens), top bar,
 * and the section on screen (with a short fade between sections).
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const drawer = useNavDrawer();
  return (
    <div className="app-shell" data-testid="app-layout">
      <SideNav active={section} drawer={drawer} />
      {drawer.open && (
        <div
          className="app-sidenav-backdrop"
          data-testid="side-nav-backdrop"
          aria-hidden="true"
          onClick={drawer.close}
        />
      )}
      {/* While the drawer is open the page behind it takes no focus or clicks. */}
      <div className="app-main" inert={drawer.open}>
        <TopBar title={sectionTitle(section)} drawer={drawer} />
        <main className="app-content">
          <div className="app-content__section" key={section} data-testid={`section-${section}`}>
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
