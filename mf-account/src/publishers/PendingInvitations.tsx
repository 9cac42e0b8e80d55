import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { INVITATIONS_ANCHOR, permissionLabel, publisherName, type PendingInvitation } from '@reeltalk/contracts';
import { Button, VerifyEmailLink, callFailure } from '@reeltalk/web-kit';
import { useAcceptInvitationMutation, useDeclineInvitationMutation } from '../accountApi.ts';
import { ACCOUNT_TEXTS, invitationLine } from '../accountTexts.ts';
import { Notice } from '../Notice.tsx';

/**
 * Invitations addressed to the user, each with Accept (the membership list then shows the publisher) and Decline (the
 * invitation is gone). The invitation e-mail links here (#invitations).
 */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const [acceptInvitation, acceptance] = useAcceptInvitationMutation();
  const [declineInvitation, declining] = useDeclineInvitationMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const { hash } = useLocation();
  const block = useRef<HTMLDivElement>(null);
  // The e-mail's link arrives here (after sign-in or sign-up) before the invitations are read: scroll once they are.
  useEffect(() => {
    if (hash === `#${INVITATIONS_ANCHOR}`) block.current?.scrollIntoView({ block: 'center' });
  }, [hash]);
  const busy = (id: string) =>
    (acceptance.isLoading && acceptance.originalArgs === id) || (declining.isLoading && declining.originalArgs === id);

  const answer = async (reply: Promise<unknown>) => {
    setFailure(null);
    try {
      await reply;
    } catch (refusal) {
      setFailure(refusal);
    }
  };

  return (
    <div className="account-subsection" id={INVITATIONS_ANCHOR} ref={block}>
      <h3 className="account-subsection__title">{ACCOUNT_TEXTS.invitationsHeading}</h3>
      <p className="account-muted account-invitations__hint">{ACCOUNT_TEXTS.invitationsHint}</p>
      <ul className="account-publishers">
        {invitations.map(({ _id, publisher, permission, invitedBy }) => (
          <li key={_id} className="account-publisher" data-testid="publisher-invitation">
            <span>{invitationLine(invitedBy, publisherName(publisher.name), permissionLabel(permission))}</span>
            <span className="account-invitation__actions">
              <Button
                variant="secondary"
                onClick={() => void answer(declineInvitation(_id).unwrap())}
                disabled={busy(_id)}
              >
                {ACCOUNT_TEXTS.decline}
              </Button>
              <Button onClick={() => void answer(acceptInvitation(_id).unwrap())} disabled={busy(_id)}>
                {ACCOUNT_TEXTS.accept}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <Notice kind="error" text={callFailure(failure)} />
      <VerifyEmailLink error={failure} />
    </div>
  );
}
