import type { ButtonHTMLAttributes } from 'react';

interface PlayToggleProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  playing: boolean;
  /** What plays, for assistive technology: 'Play {what}' / 'Pause {what}'; plain 'Play' / 'Pause' without it. */
  what?: string;
}

/** The round play/pause button of the app's players: ▶ while stopped, ❚❚ while playing. */
export function PlayToggle({ playing, what, type = 'button', ...props }: PlayToggleProps) {
  const action = playing ? 'Pause' : 'Play';
  return (
    <button type={type} aria-label={what ? `${action} ${what}` : action} {...props}>
      <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
    </button>
  );
}
