import { useSearchParams } from 'react-router-dom';
import { ErrorPanel } from '@reeltalk/web-kit';

/** /share-view?pId&uId&key: the public preview of a shared project (placeholder until the sharing issue). */
export default function SharedView() {
  const [params] = useSearchParams();
  const complete = ['pId', 'uId', 'key'].every((name) => params.get(name));
  return (
    <section data-testid="shared-view">
      <h1>Audiobook Preview</h1>
      {complete ? (
        <p>Listen to the final mix of this audiobook project</p>
      ) : (
        <ErrorPanel title="Error Loading Project" message="Missing required URL parameters" />
      )}
    </section>
  );
}
