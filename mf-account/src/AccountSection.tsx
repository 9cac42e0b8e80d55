import { useId, type ReactNode } from 'react';

/** One card of the account page: its heading names the region for assistive technology. */
export function AccountSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="account-card" data-testid={testId} aria-labelledby={headingId}>
      <h2 className="account-card__title" id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
