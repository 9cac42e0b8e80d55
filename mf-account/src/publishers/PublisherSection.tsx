import { levelsManagedBy } from '@reeltalk/contracts';
import { useListMembershipsQuery } from '@reeltalk/web-kit';
import { useListInvitationsQuery } from '../accountApi.ts';
import { AccountSection } from '../AccountSection.tsx';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';
import { CreatePublisherForm } from './CreatePublisherForm.tsx';
import { InviteMemberForm } from './InviteMemberForm.tsx';
import { MembershipList } from './MembershipList.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';
import { PublisherMembers } from './PublisherMembers.tsx';
import { RoleGuide } from './RoleGuide.tsx';

/**
 * Publisher Account: the memberships and what each level can do, invitations waiting for the user, inviting members,
 * each administered publisher's members and pending invitations, and a new publisher.
 */
export function PublisherSection() {
  // Read again each time the page opens: a publisher may have been closed, or the user removed, since.
  const memberships = useListMembershipsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data: invitations = [] } = useListInvitationsQuery();
  // Owners and admins manage members (each the levels theirs allows), so they invite and see the members.
  const administered = (memberships.data ?? []).filter(
    (membership) => levelsManagedBy(membership.permissionLevel).length > 0,
  );

  return (
    <AccountSection title={ACCOUNT_TEXTS.publishersHeading} testId="account-publishers">
      <MembershipList memberships={memberships.data} failed={memberships.isError} />
      {(memberships.data?.length ?? 0) > 0 && <RoleGuide />}
      {invitations.length > 0 && <PendingInvitations invitations={invitations} />}
      {administered.length > 0 && (
        <div className="account-subsection">
          <h3 className="account-subsection__title">{ACCOUNT_TEXTS.inviteHeading}</h3>
          <InviteMemberForm memberships={administered} />
        </div>
      )}
      {administered.map((membership) => (
        <PublisherMembers key={membership.publisherId._id} membership={membership} />
      ))}
      <div className="account-subsection">
        <h3 className="account-subsection__title">{ACCOUNT_TEXTS.createPublisher}</h3>
        <CreatePublisherForm />
      </div>
    </AccountSection>
  );
}
