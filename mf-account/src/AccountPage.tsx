import { useAppSelector } from '@reeltalk/web-kit';
import { accountSlice } from './accountSlice.ts';

/** /app/account placeholder. */
export default function AccountPage() {
  const section = useAppSelector(accountSlice.selectors.selectSection);
  return (
    <section data-testid="account-page" data-section={section}>
      <h1>Account Settings</h1>
    </section>
  );
}
