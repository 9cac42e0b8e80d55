import { ErrorPanel } from '@reeltalk/web-kit';

/** Why the shared page cannot show its project, in the page's frame. */
export function SharedError({ title, text }: { title: string; text: string }) {
  return (
    <div className="rt-shared__error" data-testid="shared-error">
      <ErrorPanel title={title} message={text} />
    </div>
  );
}
