import { AppLink } from './AppLink.tsx';
import './logo.css';

/** The ReelTalk word mark; a link to the landing page unless `to` says otherwise. */
export function Logo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <AppLink
      to={to}
      className={`shell-logo${inverted ? ' shell-logo--inverted' : ''}`}
      data-testid="logo"
      aria-label="ReelTalk home"
    >
      <svg className="shell-logo__mark" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="url(#shell-logo-gradient)" />
        <path
          d="M8 19v-6M12.5 23V9M17 20v-8M21.5 24V8M26 18v-4"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <defs>
          <linearGradient id="shell-logo-gradient" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
            <stop stopColor="#5b3df5" />
            <stop offset="0.6" stopColor="#8a4dff" />
            <stop offset="1" stopColor="#ff7a59" />
          </linearGradient>
        </defs>
      </svg>
      <span className="shell-logo__word">ReelTalk</span>
    </AppLink>
  );
}
