/** /app/account: the page's frame; its sections arrive with the account issue. */
export default function AccountPage() {
  return (
    <section data-testid="account-page">
      <h1>Account Settings</h1>
    </section>
  );
}
