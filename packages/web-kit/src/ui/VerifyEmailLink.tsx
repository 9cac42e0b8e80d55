import { EMAIL_VERIFICATION_MESSAGES, EMAIL_VERIFICATION_PATH } from '@reeltalk/contracts';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/authState.ts';
import './ui.css';

const isForbidden = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 403;

/**
 * Beside a refusal (403) the server gave because the signed-in address is not verified (sending e-mail to others,
 * accepting an invitation): the way to the account page's verification. Nothing for any other failure.
 */
export function VerifyEmailLink({ error }: { error: unknown }) {
  const { user } = useAuth();
  if (!user || user.emailVerified || !isForbidden(error)) return null;
  return (
    <Link className="rt-verify-link" to={EMAIL_VERIFICATION_PATH} data-testid="verify-email-link">
      {EMAIL_VERIFICATION_MESSAGES.goVerify}
    </Link>
  );
}
