import { LineIcon } from '@reeltalk/web-kit/line-icon';
import type { CardType } from './landingContent.ts';

// Simple line icons (24×24, stroke-based) for the landing cards.
const PATHS: Record<CardType, string> = {
  analysis: 'M7 3h7l5 5v13H7zM14 3v5h5M10 12h6M10 16h6',
  voice: 'M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v4M9 21h6',
  soundtrack: 'M9 18V6l11-2v12M9 18a3 3 0 1 1-3-3 3 3 0 0 1 3 3zM20 16a3 3 0 1 1-3-3 3 3 0 0 1 3 3z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  'pilotly-study': 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  share: 'M18 8a3 3 0 1 0-3-3M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0-3-3M8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
};

export function CardIcon({ type }: { type: CardType }) {
  return (
    <span className={`landing-icon landing-icon--${type}`} aria-hidden="true">
      <LineIcon path={PATHS[type]} />
    </span>
  );
}
