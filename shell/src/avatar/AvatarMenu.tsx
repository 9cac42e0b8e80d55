import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut, useDismiss } from '@reeltalk/web-kit';
import { UserAvatar } from './UserAvatar.tsx';
import './avatar.css';

interface AvatarMenuProps {
  /** Replaces the default logout (sign out, then /login). */
  onLogout?: () => void;
}

/** The avatar button with its Account / Logout menu; a click outside the menu closes it. */
export function AvatarMenu({ onLogout }: AvatarMenuProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const container = useDismiss<HTMLDivElement>(open, () => setOpen(false));

  const logout = async () => {
    setOpen(false);
    if (onLogout) {
      onLogout();
      return;
    }
    try {
      await signOut();
    } finally {
      navigate('/login');
    }
  };

  return (
    <div className="shell-avatar-menu" ref={container}>
      <button
        type="button"
        className="shell-avatar-menu__button"
        data-testid="avatar-menu-button"
        aria-label="Open account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
      >
        <UserAvatar size={36} />
      </button>
      {open && (
        <div className="shell-avatar-menu__list" role="menu" data-testid="avatar-menu">
          <button
            type="button"
            role="menuitem"
            className="shell-avatar-menu__item"
            data-testid="avatar-menu-account"
            onClick={() => {
              setOpen(false);
              navigate('/app/account');
            }}
          >
            Account
          </button>
          <button
            type="button"
            role="menuitem"
            className="shell-avatar-menu__item"
            data-testid="avatar-menu-logout"
            onClick={() => void logout()}
          >
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
