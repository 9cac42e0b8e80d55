import { ACCOUNT_MESSAGES, type ExposedComponent } from '@reeltalk/contracts';
import { useGetProfileQuery } from '@reeltalk/web-kit';
import { YourDataSection } from './data/YourDataSection.tsx';
import { PilotlyBlock } from './pilotly/PilotlyBlock.tsx';
import { ProfileSection } from './profile/ProfileSection.tsx';
import { PublisherSection } from './publishers/PublisherSection.tsx';
import { SecurityForm } from './security/SecurityForm.tsx';
import './account.css';

/**
 * /app/account: profile, password (e-mail users only: single-sign-on users have no password here), publishers,
 * Pilotly and the user's data.
 */
function AccountPage() {
  const { data: profile } = useGetProfileQuery();
  return (
    <section className="account" data-testid="account-page">
      <h1 className="account__title">{ACCOUNT_MESSAGES.title}</h1>
      <ProfileSection />
      {profile?.auth_type === 'emailpassword' && <SecurityForm />}
      <PublisherSection />
      <PilotlyBlock />
      {profile && <YourDataSection profile={profile} />}
    </section>
  );
}

/** The exposed './Page', held to the shell's contract for it. */
export default AccountPage satisfies ExposedComponent<'mf_account', './Page'>;
