import { useState } from 'react';
import { permissionLabel, publisherName, type PendingInvitation } from '@reeltalk/contracts';
import { Button, VerifyEmailLink, callFailure } from '@reeltalk/web-kit';
import { useAcceptInvitationMutation } from '../accountApi.ts';
import { ACCOUNT_TEXTS, invitationLine } from '../accountTexts.ts';
import { Notice } from '../Notice.tsx';

/** Invitations addressed to the user, each with Accept (the membership list then shows the publisher). */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const [acceptInvitation, { isLoading, originalArgs }] = useAcceptInvitationMutation();
  const [failure, setFailure] = useState<unknown>(null);

  const accept = async (id: string) => {
    setFailure(null);
    try {
      await acceptInvitation(id).unwrap();
    } catch (refusal) {
      setFailure(refusal);
    }
  };

  return (
    <div className="account-subsection">
      <h3 className="account-subsection__title">{ACCOUNT_TEXTS.invitationsHeading}</h3>
      <ul className="account-publishers">
        {invitations.map(({ _id, publisher, permission, invitedBy }) => (
          <li key={_id} className="account-publisher" data-testid="publisher-invitation">
            <span>{invitationLine(invitedBy, publisherName(publisher.name), permissionLabel(permission))}</span>
            <Button onClick={() => void accept(_id)} disabled={isLoading && originalArgs === _id}>
              {ACCOUNT_TEXTS.accept}
            </Button>
          </li>
        ))}
      </ul>
      <Notice kind="error" text={callFailure(failure)} />
      <VerifyEmailLink error={failure} />
    </div>
  );
}
