import { useNavigate } from 'react-router-dom';
import { LineIcon } from '@reeltalk/web-kit';
import { AvatarMenu } from '../avatar/AvatarMenu.tsx';
import { SIDE_NAV_ID } from './SideNav.tsx';
import type { NavDrawer } from './useNavDrawer.ts';

/**
 * The workspace's top bar: the menu button (narrow screens), the section title, New Project and the avatar menu
 * (Account, Logout).
 */
export function TopBar({ title, drawer }: { title: string; drawer: NavDrawer }) {
  const navigate = useNavigate();
  return (
    <header className="app-topbar" data-testid="top-bar">
      <button
        ref={drawer.menuButton}
        type="button"
        className="app-topbar__menu"
        data-testid="menu-button"
        aria-label="Menu"
        aria-controls={SIDE_NAV_ID}
        aria-expanded={drawer.open}
        onClick={drawer.toggle}
      >
        <LineIcon path="M4 7h16M4 12h16M4 17h16" size={22} />
      </button>
      <h1 className="app-topbar__title">{title}</h1>
      <div className="app-topbar__actions">
        <button
          type="button"
          className="shell-btn shell-btn--primary"
          data-testid="new-project"
          // /app/create resets the create flow (its route does), then shows a fresh upload step.
          onClick={() => navigate('/app/create')}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            <path d="M7 2v10M2 7h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="app-topbar__new-label">New Project</span>
        </button>
        <AvatarMenu />
      </div>
    </header>
  );
}
