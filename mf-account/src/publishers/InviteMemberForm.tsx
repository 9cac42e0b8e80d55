import { useState } from 'react';
import {
  invitationFormSchema,
  levelsManagedBy,
  permissionLabel,
  publisherName,
  type PublisherMembership,
} from '@reeltalk/contracts';
import { Button, Field, VerifyEmailLink, callFailure, useSchemaForm } from '@reeltalk/web-kit';
import { useInviteMemberMutation } from '../accountApi.ts';
import { ACCOUNT_TEXTS, invitationSent } from '../accountTexts.ts';
import { Notice } from '../Notice.tsx';
import { SelectField } from '../SelectField.tsx';

/**
 * Invites a member by e-mail to one of the publishers the user administers, with a level the user's own level there
 * may give (only the owner invites admins).
 */
export function InviteMemberForm({ memberships }: { memberships: PublisherMembership[] }) {
  const publishers = memberships.map((membership) => membership.publisherId);
  // Checked when sent: a message stays until the next try.
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useSchemaForm(invitationFormSchema, {
    defaultValues: { publisherId: publishers[0]?._id ?? '', email: '', permission: 'viewer' },
    reValidateMode: 'onSubmit',
  });
  const publisherId = watch('publisherId');
  const chosen = watch('permission');
  const ownLevel = memberships.find((membership) => membership.publisherId._id === publisherId)?.permissionLevel;
  const levels = ownLevel ? levelsManagedBy(ownLevel) : [];
  // A level the publisher picked since does not let the user give falls back to the lowest.
  const permission = levels.includes(chosen) ? chosen : 'viewer';
  /** The server's refusal, for the way to verification when the address is what it wants. */
  const [refusal, setRefusal] = useState<unknown>(null);
  const [sent, setSent] = useState('');
  const [inviteMember] = useInviteMemberMutation();

  const submit = handleSubmit(async ({ email }) => {
    setRefusal(null);
    try {
      const invitation = await inviteMember({ publisherId, invitation: { email, permission } }).unwrap();
      setValue('email', '');
      setSent(invitationSent(invitation.email));
    } catch (failure) {
      setError('root', { message: callFailure(failure) });
      setRefusal(failure);
    }
  });

  return (
    <form
      className="account-inline-form"
      onSubmit={(event) => {
        setSent('');
        void submit(event);
      }}
      noValidate
    >
      {publishers.length > 1 && (
        <SelectField
          label={ACCOUNT_TEXTS.invitePublisher}
          value={publisherId}
          options={publishers.map((publisher) => ({ value: publisher._id, label: publisherName(publisher.name) }))}
          onChange={(id) => setValue('publisherId', id)}
        />
      )}
      <Field label={ACCOUNT_TEXTS.inviteEmail} error={errors.email?.message ?? errors.root?.message}>
        {(control) => (
          <input
            className="account-field__input"
            {...control}
            {...register('email')}
            type="email"
            data-testid="invite-email"
          />
        )}
      </Field>
      <SelectField
        label={ACCOUNT_TEXTS.permission}
        value={permission}
        options={levels.map((level) => ({ value: level, label: permissionLabel(level) }))}
        onChange={(level) => setValue('permission', level)}
      />
      <Button type="submit" disabled={isSubmitting || !publisherId}>
        {isSubmitting ? ACCOUNT_TEXTS.sendingInvitation : ACCOUNT_TEXTS.sendInvitation}
      </Button>
      <Notice kind="success" text={sent} />
      <VerifyEmailLink error={refusal} />
    </form>
  );
}
