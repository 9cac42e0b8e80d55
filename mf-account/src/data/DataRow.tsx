import type { ReactNode } from 'react';

interface DataRowProps {
  title: string;
  text: string;
  testId: string;
  /** Progress, messages or a confirmation form under the text. */
  children?: ReactNode;
  /** The row's button, beside the text. */
  action?: ReactNode;
}

/** One thing the user can do with their data: what it is, what it does, and its button. */
export function DataRow({ title, text, testId, children, action }: DataRowProps) {
  return (
    <div className="account-data-row" data-testid={testId}>
      <div className="account-data-row__text">
        <h3 className="account-subsection__title">{title}</h3>
        <p className="account-muted">{text}</p>
        {children}
      </div>
      {action}
    </div>
  );
}
