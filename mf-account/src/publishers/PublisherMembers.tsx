import { useState } from 'react';
import {
  levelsManagedBy,
  permissionLabel,
  publisherName,
  type MemberPermission,
  type PublisherMember,
  type PublisherMembership,
} from '@reeltalk/contracts';
import { Button, callFailure, Spinner } from '@reeltalk/web-kit';
import {
  useListMembersQuery,
  useRemoveMemberMutation,
  useRevokeInvitationMutation,
  useSetMemberPermissionMutation,
} from '../accountApi.ts';
import { ACCOUNT_TEXTS, membersHeading, pendingLine, removeQuestion } from '../accountTexts.ts';
import { Notice } from '../Notice.tsx';

type Level = MemberPermission['permission'];

/**
 * One publisher's members, for its owner and admins: each member's level, a choice of level and Remove (asked once
 * more before it happens) where the user's own level manages the member's (the owner's level is fixed, and admins are
 * the owner's to manage); the pending invitations, each with Revoke.
 */
export function PublisherMembers({ membership }: { membership: PublisherMembership }) {
  const { publisherId: publisher, permissionLevel } = membership;
  const managed = levelsManagedBy(permissionLevel);
  const name = publisherName(publisher.name);
  const members = useListMembersQuery(publisher._id);
  const [setPermission] = useSetMemberPermissionMutation();
  const [removeMember, removal] = useRemoveMemberMutation();
  const [revokeInvitation, revocation] = useRevokeInvitationMutation();
  const [confirming, setConfirming] = useState<PublisherMember | null>(null);
  const [failure, setFailure] = useState('');

  const attempt = async (change: () => Promise<unknown>) => {
    setFailure('');
    try {
      await change();
    } catch (refusal) {
      setFailure(callFailure(refusal));
    }
  };
  const changeLevel = (member: PublisherMember, permission: Level) =>
    attempt(() => setPermission({ publisherId: publisher._id, userId: member.userId, permission }).unwrap());
  const remove = (member: PublisherMember) =>
    attempt(async () => {
      await removeMember({ publisherId: publisher._id, userId: member.userId }).unwrap();
      setConfirming(null);
    });
  const revoke = (invitationId: string) =>
    attempt(() => revokeInvitation({ publisherId: publisher._id, invitationId }).unwrap());

  return (
    <div className="account-subsection" data-testid="publisher-members">
      <h3 className="account-subsection__title">{membersHeading(name)}</h3>
      {members.isError && <Notice kind="error" text={ACCOUNT_TEXTS.membersLoadFailed} />}
      {!members.data && !members.isError && <Spinner label={ACCOUNT_TEXTS.membersLoading} />}
      {members.data && (
        <ul className="account-publishers">
          {members.data.members.map((member) => (
            <li key={member.userId} className="account-publisher account-member" data-testid="publisher-member">
              <div className="account-publisher__who">
                <span className="account-publisher__name">{member.fullName}</span>
                <span className="account-muted">{member.email}</span>
              </div>
              {member.permission === 'owner' || !managed.includes(member.permission) ? (
                <span className="account-publisher__permission">{permissionLabel(member.permission)}</span>
              ) : (
                <>
                  <select
                    className="account-field__input account-member__level"
                    aria-label={`${ACCOUNT_TEXTS.memberLevel}: ${member.fullName}`}
                    value={member.permission}
                    onChange={(event) => void changeLevel(member, event.target.value as Level)}
                  >
                    {managed.map((level) => (
                      <option key={level} value={level}>
                        {permissionLabel(level)}
                      </option>
                    ))}
                  </select>
                  <Button variant="secondary" onClick={() => setConfirming(member)}>
                    {ACCOUNT_TEXTS.remove}
                  </Button>
                </>
              )}
              {confirming?.userId === member.userId && (
                <div className="account-member__confirm" role="group" aria-label={ACCOUNT_TEXTS.remove}>
                  <span>{removeQuestion(member.fullName, name)}</span>
                  <Button variant="secondary" onClick={() => setConfirming(null)}>
                    {ACCOUNT_TEXTS.cancel}
                  </Button>
                  <Button onClick={() => void remove(member)} disabled={removal.isLoading}>
                    {removal.isLoading ? ACCOUNT_TEXTS.removing : ACCOUNT_TEXTS.remove}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {members.data && members.data.invitations.length > 0 && (
        <>
          <h4 className="account-member__pending-title">{ACCOUNT_TEXTS.pendingHeading}</h4>
          <ul className="account-publishers">
            {members.data.invitations.map((invitation) => (
              <li key={invitation._id} className="account-publisher" data-testid="publisher-pending-invitation">
                <span>{pendingLine(invitation.email, permissionLabel(invitation.permission))}</span>
                <Button
                  variant="secondary"
                  onClick={() => void revoke(invitation._id)}
                  disabled={revocation.isLoading && revocation.originalArgs?.invitationId === invitation._id}
                >
                  {ACCOUNT_TEXTS.revoke}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Notice kind="error" text={failure} />
    </div>
  );
}
