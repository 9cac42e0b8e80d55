import { SHARE_MESSAGES, type ExposedComponent } from '@reeltalk/contracts';
import { Spinner } from '@reeltalk/web-kit';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetSharedProjectQuery } from './shared-view/sharedApi.ts';
import { SharedError } from './shared-view/SharedError.tsx';
import { sharedFailure } from './shared-view/sharedFailure.ts';
import { sharedLinkOf, type SharedLink } from './shared-view/sharedLink.ts';
import { SharedNavbar } from './shared-view/SharedNavbar.tsx';
import { SharedProjectView } from './shared-view/SharedProjectView.tsx';
import { SHARED_TEXTS } from './shared-view/sharedTexts.ts';
import './shared-view/sharedView.css';

/**
 * /share-view?pId&uId&key: the public page of a shared project, for anyone holding the link and no sign-in: the
 * final mix to play and download, the summary, and on a feedback link the listeners' timed comments.
 */
function SharedView() {
  const [params] = useSearchParams();
  const link = useMemo(() => sharedLinkOf(params), [params]);
  return (
    <div className="rt-shared" data-testid="shared-view">
      <SharedNavbar />
      <main className="rt-shared__page">
        {link ? (
          <SharedProjectLoader link={link} />
        ) : (
          <SharedError title={SHARE_MESSAGES.loadErrorTitle} text={SHARE_MESSAGES.missingParams} />
        )}
      </main>
    </div>
  );
}

function SharedProjectLoader({ link }: { link: SharedLink }) {
  const { data: project, error } = useGetSharedProjectQuery(link);
  if (error) return <SharedError {...sharedFailure('status' in error ? Number(error.status) : 0)} />;
  if (project === undefined) return <Spinner label={SHARED_TEXTS.loading} />;
  if (project === null)
    return <SharedError title={SHARE_MESSAGES.projectNotFound} text={SHARE_MESSAGES.loadErrorText} />;
  return <SharedProjectView link={link} project={project} />;
}

/** The exposed './SharedView', held to the shell's contract for it. */
export default SharedView satisfies ExposedComponent<'mf_export', './SharedView'>;
