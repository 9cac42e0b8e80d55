import { Outlet, useLocation } from 'react-router-dom';
import { SideNav } from './SideNav.tsx';
import { sectionOf, sectionTitle } from './sections.ts';
import { TopBar } from './TopBar.tsx';
import './theme.css';
import './appLayout.css';

/** The signed-in workspace: side navigation, top bar, and the section on screen (with a short fade between sections). */
export function AppLayout() {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  return (
    <div className="app-shell" data-testid="app-layout">
      <SideNav active={section} />
      <div className="app-main">
        <TopBar title={sectionTitle(section)} />
        <main className="app-content">
          <div className="app-content__section" key={section} data-testid={`section-${section}`}>
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
