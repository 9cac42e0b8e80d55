import { useListMembershipsQuery } from '@reeltalk/web-kit';
import { useListInvitationsQuery } from '../accountApi.ts';
import { AccountSection } from '../AccountSection.tsx';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';
import { CreatePublisherForm } from './CreatePublisherForm.tsx';
import { InviteMemberForm } from './InviteMemberForm.tsx';
import { MembershipList } from './MembershipList.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';

/** Owners and admins of a publisher may invite its members. */
const INVITING_LEVELS = new Set(['owner', 'admin']);

/** Publisher Account: the memberships, invitations waiting for the user, a new publisher, and inviting members. */
export function PublisherSection() {
  const memberships = useListMembershipsQuery();
  const { data: invitations = [] } = useListInvitationsQuery();
  const administered = (memberships.data ?? [])
    .filter((membership) => INVITING_LEVELS.has(membership.permissionLevel))
    .map((membership) => membership.publisherId);

  return (
    <AccountSection title={ACCOUNT_TEXTS.publishersHeading} testId="account-publishers">
      <MembershipList memberships={memberships.data} failed={memberships.isError} />
      {invitations.length > 0 && <PendingInvitations invitations={invitations} />}
      {administered.length > 0 && (
        <div className="account-subsection">
          <h3 className="account-subsection__title">{ACCOUNT_TEXTS.inviteHeading}</h3>
          <InviteMemberForm publishers={administered} />
        </div>
      )}
      <div className="account-subsection">
        <h3 className="account-subsection__title">{ACCOUNT_TEXTS.createPublisher}</h3>
        <CreatePublisherForm />
      </div>
    </AccountSection>
  );
}
