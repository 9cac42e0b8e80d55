/** A line saying how an action went: success is announced politely, failure at once. */
export function Notice({ text, kind, testId }: { text: string; kind: 'success' | 'error'; testId?: string }) {
  if (!text) return null;
  return (
    <p
      className={`account-notice account-notice--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {text}
    </p>
  );
}
