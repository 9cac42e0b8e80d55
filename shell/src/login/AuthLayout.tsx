import type { ReactNode } from 'react';
import { Logo } from '../layout/Logo.tsx';
import '../layout/theme.css';
import './auth.css';

const HIGHLIGHTS = [
  'Narration with word-by-word transcript sync',
  'Original background music, timed to the second',
  'MP3, WAV and waveform video export',
] as const;

/** The frame of the sign-in and sign-up screens: a brand panel beside the form card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth">
      <aside className="auth__brand">
        <Logo inverted />
        <div className="auth__pitch">
          <h2>Your script, narrated and scored.</h2>
          <ul>
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </div>
        <p className="auth__quote">
          “I uploaded a chapter before lunch and played the finished audiobook to my writing group that evening.”
        </p>
      </aside>
      <main className="auth__main">
        <div className="auth__card">{children}</div>
      </main>
    </div>
  );
}
