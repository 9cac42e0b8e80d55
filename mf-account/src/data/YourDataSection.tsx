import type { UserProfile } from '@reeltalk/contracts';
import { AccountSection } from '../AccountSection.tsx';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';
import { DeleteAccount } from './DeleteAccount.tsx';
import { DownloadMyData } from './DownloadMyData.tsx';

/** Your Data: a copy of everything the user keeps here, and deleting the account. */
export function YourDataSection({ profile }: { profile: UserProfile }) {
  return (
    <AccountSection title={ACCOUNT_TEXTS.dataHeading} testId="account-data">
      <DownloadMyData />
      <DeleteAccount profile={profile} />
    </AccountSection>
  );
}
