import { useNavigate } from 'react-router-dom';
import { AvatarMenu } from '../avatar/AvatarMenu.tsx';

/** The workspace's top bar: the section title, New Project and the avatar menu (Account, Logout). */
export function TopBar({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <header className="app-topbar" data-testid="top-bar">
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
          New Project
        </button>
        <AvatarMenu />
      </div>
    </header>
  );
}
