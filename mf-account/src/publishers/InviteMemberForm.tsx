import { useState, type FormEvent } from 'react';
import { invitationSchema, permissionLabel, publisherName, type PublisherMembership } from '@reeltalk/contracts';
import { Button, VerifyEmailLink, callFailure } from '@reeltalk/web-kit';
import { useInviteMemberMutation } from '../accountApi.ts';
import { ACCOUNT_TEXTS, invitationSent } from '../accountTexts.ts';
import { Field } from '../Field.tsx';
import { Notice } from '../Notice.tsx';
import { SelectField } from '../SelectField.tsx';

/** A publisher has one owner, its creator, so invitations offer the other levels. */
const INVITED_PERMISSIONS = invitationSchema.shape.permission.options;
type InvitedPermission = (typeof INVITED_PERMISSIONS)[number];
const PERMISSION_OPTIONS = INVITED_PERMISSIONS.map((level) => ({ value: level, label: permissionLabel(level) }));

/** Invites a member by e-mail with a permission level, to one of the publishers the user administers. */
export function InviteMemberForm({ publishers }: { publishers: PublisherMembership['publisherId'][] }) {
  const [publisherId, setPublisherId] = useState(publishers[0]?._id ?? '');
  const [email, setEmail] = useState('');
  const [permission, setPermission] = useState<InvitedPermission>('viewer');
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
        options={PERMISSION_OPTIONS}
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
