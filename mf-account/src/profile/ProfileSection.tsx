import { useState } from 'react';
import { accountUsername } from '@reeltalk/contracts';
import { ErrorPanel, Field, Spinner, callFailure, useGetProfileQuery } from '@reeltalk/web-kit';
import { AccountSection } from '../AccountSection.tsx';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';
import { AvatarDialog } from './AvatarDialog.tsx';
import { EmailVerification } from './EmailVerification.tsx';
import { FullNameForm } from './FullNameForm.tsx';
import { ProfilePicture } from './ProfilePicture.tsx';

/**
 * Profile Information: the picture with 'Change Avatar', the editable full name, username and e-mail with whether it
 * is verified.
 */
export function ProfileSection() {
  const { data: profile, error, refetch } = useGetProfileQuery();
  const [changingAvatar, setChangingAvatar] = useState(false);

  return (
    <AccountSection title={ACCOUNT_TEXTS.profileHeading} testId="account-profile">
      {profile ? (
        <div className="account-profile">
          <div className="account-profile__picture">
            <ProfilePicture fullName={profile.fullName} avatar={profile.avatar} />
            <button type="button" className="account-link-button" onClick={() => setChangingAvatar(true)}>
              {ACCOUNT_TEXTS.changeAvatar}
            </button>
          </div>
          <div className="account-profile__fields">
            <FullNameForm saved={profile.fullName} />
            <Field label={ACCOUNT_TEXTS.username}>
              {(control) => (
                <input
                  className="account-field__input"
                  {...control}
                  value={accountUsername({
                    auth_type: profile.auth_type,
                    username: profile.username ?? undefined,
                    email: profile.email ?? undefined,
                  })}
                  readOnly
                  data-testid="account-username"
                />
              )}
            </Field>
            <Field label={ACCOUNT_TEXTS.email}>
              {(control) => (
                <input
                  className="account-field__input"
                  {...control}
                  value={profile.email ?? ''}
                  readOnly
                  data-testid="account-email"
                />
              )}
            </Field>
            <EmailVerification />
          </div>
          {changingAvatar && <AvatarDialog onClose={() => setChangingAvatar(false)} />}
        </div>
      ) : error ? (
        <ErrorPanel message={callFailure(error)} onRetry={() => void refetch()} />
      ) : (
        <Spinner label={ACCOUNT_TEXTS.profileLoading} />
      )}
    </AccountSection>
  );
}
