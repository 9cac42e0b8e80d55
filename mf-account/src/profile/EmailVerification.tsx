import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  EMAIL_VERIFICATION_ANCHOR,
  EMAIL_VERIFICATION_MESSAGES as TEXT,
  verificationEmailSent,
  verificationSendErrorMessage,
} from '@reeltalk/contracts';
import { Button, refreshEmailVerification, sendVerificationEmail, useAuth } from '@reeltalk/web-kit';
import { Notice } from '../Notice.tsx';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * Whether the identity provider counts the address as verified. The server sends e-mail to others and accepts
 * invitations only then, so an unverified address can have the verification e-mail sent (again) and be checked anew
 * once its link was opened: by the button, or on coming back to the window from the mail.
 */
export function EmailVerification() {
  const { user } = useAuth();
  const { hash } = useLocation();
  const block = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState<'sending' | 'checking' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const verified = user?.emailVerified === true;
  const shown = Boolean(user?.email);

  // Links from a refused share or invitation point here; the page arrives after the browser looked for the anchor.
  useEffect(() => {
    if (hash === `#${EMAIL_VERIFICATION_ANCHOR}`) block.current?.scrollIntoView({ block: 'center' });
  }, [hash, shown]);

  useEffect(() => {
    if (verified) return undefined;
    const lookAgain = () => {
      refreshEmailVerification().then(
        (nowVerified) => nowVerified && setOutcome({ kind: 'success', text: TEXT.nowVerified }),
        // Only a look in passing: the button says what went wrong when asked.
        () => undefined,
      );
    };
    window.addEventListener('focus', lookAgain);
    return () => window.removeEventListener('focus', lookAgain);
  }, [verified]);

  if (!user?.email) return null;
  const address = user.email;

  const send = async () => {
    setBusy('sending');
    setOutcome(null);
    try {
      await sendVerificationEmail();
      setOutcome({ kind: 'success', text: verificationEmailSent(address) });
    } catch (error) {
      setOutcome({ kind: 'error', text: verificationSendErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy('checking');
    setOutcome(null);
    try {
      const nowVerified = await refreshEmailVerification();
      setOutcome(
        nowVerified ? { kind: 'success', text: TEXT.nowVerified } : { kind: 'error', text: TEXT.stillUnverified },
      );
    } catch {
      setOutcome({ kind: 'error', text: TEXT.checkFailed });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div
      className="account-verification"
      id={EMAIL_VERIFICATION_ANCHOR}
      ref={block}
      role="group"
      aria-label={TEXT.heading}
      data-testid="email-verification"
    >
      <div className="account-verification__state">
        <span
          className={verified ? 'account-tag' : 'account-tag account-tag--warning'}
          data-testid="email-verification-state"
        >
          {verified ? TEXT.verified : TEXT.notVerified}
        </span>
        {!verified && <span className="account-muted">{TEXT.why}</span>}
      </div>
      {!verified && (
        <div className="account-form__actions account-verification__actions">
          <Button onClick={() => void send()} disabled={busy !== null}>
            {busy === 'sending' ? TEXT.sending : TEXT.send}
          </Button>
          <Button variant="secondary" onClick={() => void check()} disabled={busy !== null}>
            {busy === 'checking' ? TEXT.checking : TEXT.check}
          </Button>
        </div>
      )}
      {outcome && <Notice kind={outcome.kind} text={outcome.text} testId="email-verification-outcome" />}
    </div>
  );
}
