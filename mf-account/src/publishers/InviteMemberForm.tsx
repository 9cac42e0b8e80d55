import { useState, type FormEvent } from 'react';
import {
  invitationSchema,
  levelsManagedBy,
  permissionLabel,
  publisherName,
  type PublisherMembership,
} from '@reeltalk/contracts';
import { Button, VerifyEmailLink, callFailure } from '@reeltalk/web-kit';
import { useInviteMemberMutation } from '../accountApi.ts';
import { ACCOUNT_TEXTS, invitationSent } from '../accountTexts.ts';
import { Field } from '../Field.tsx';
import { Notice } from '../Notice.tsx';
import { SelectField } from '../SelectField.tsx';

type InvitedPermission = (typeof invitationSchema.shape.permission.options)[number];

/**
 * Invites a member by e-mail to one of the publishers the user administers, with a level the user's own level there
 * may give (only the owner invites admins).
 */
export function InviteMemberForm({ memberships }: { memberships: PublisherMembership[] }) {
  const publishers = memberships.map((membership) => membership.publisherId);
  const [publisherId, setPublisherId] = useState(publishers[0]?._id ?? '');
  const [email, setEmail] = useState('');
  const [chosen, setPermission] = useState<InvitedPermission>('viewer');
  const ownLevel = memberships.find((membership) => membership.publisherId._id === publisherId)?.permissionLevel;
  const levels = ownLevel ? levelsManagedBy(ownLevel) : [];
  // A level the publisher picked since does not let the user give falls back to the lowest.
  const permission = levels.includes(chosen) ? chosen : 'viewer';
  const [error, setError] = useState('');
  /** The server's refusal, for the way to verification when the address is what it wants. */
  const [refusal, setRefusal] = useState<unknown>(null);
  const [sent, setSent] = useState('');
  const [inviteMember, { isLoading }] = useInviteMemberMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent('');
    const checked = invitationSchema.safeParse({ email, permission });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    setRefusal(null);
    try {
      const invitation = await inviteMember({ publisherId, invitation: checked.data }).unwrap();
      setEmail('');
      setSent(invitationSent(invitation.email));
    } catch (failure) {
      setError(callFailure(failure));
      setRefusal(failure);
    }
  };

  return (
    <form className="account-inline-form" onSubmit={(event) => void submit(event)} noValidate>
      {publishers.length > 1 && (
        <SelectField
          label={ACCOUNT_TEXTS.invitePublisher}
          value={publisherId}
          options={publishers.map((publisher) => ({ value: publisher._id, label: publisherName(publisher.name) }))}
          onChange={setPublisherId}
        />
      )}
      <Field
        label={ACCOUNT_TEXTS.inviteEmail}
        type="email"
        value={email}
        error={error}
        data-testid="invite-email"
        onChange={(event) => setEmail(event.target.value)}
      />
      <SelectField
        label={ACCOUNT_TEXTS.permission}
        value={permission}
        options={levels.map((level) => ({ value: level, label: permissionLabel(level) }))}
        onChange={setPermission}
      />
      <Button type="submit" disabled={isLoading || !publisherId}>
        {isLoading ? ACCOUNT_TEXTS.sendingInvitation : ACCOUNT_TEXTS.sendInvitation}
      </Button>
      <Notice kind="success" text={sent} />
      <VerifyEmailLink error={refusal} />
    </form>
  );
}
