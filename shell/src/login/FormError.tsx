/** The form's error under the fields of the sign-in and sign-up screens; nothing while there is none. */
export function FormError({ message, testId }: { message: string; testId: string }) {
  if (!message) return null;
  return (
    <p className="auth__error" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
