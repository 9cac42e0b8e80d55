import type { PopupProvider } from '@reeltalk/contracts';

interface Icon {
  viewBox: string;
  paths: Array<{ fill: string; d: string }>;
}

const ICONS: Record<PopupProvider, Icon> = {
  Google: {
    viewBox: '0 0 48 48',
    paths: [
      {
        fill: '#FFC107',
        d: 'M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z',
      },
      {
        fill: '#FF3D00',
        d: 'M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z',
      },
      {
        fill: '#4CAF50',
        d: 'M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z',
      },
      {
        fill: '#1976D2',
        d: 'M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z',
      },
    ],
  },
  Apple: {
    viewBox: '0 0 24 24',
    paths: [
      {
        fill: 'currentColor',
        d: 'M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8c1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.4-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z',
      },
    ],
  },
};

/** The sign-in provider's logo for its 'Continue with …' button. */
export function ProviderIcon({ provider }: { provider: PopupProvider }) {
  const { viewBox, paths } = ICONS[provider];
  return (
    <svg width="18" height="18" viewBox={viewBox} aria-hidden="true">
      {paths.map(({ fill, d }) => (
        <path key={d} fill={fill} d={d} />
      ))}
    </svg>
  );
}
