import type { ShareLink } from '@reeltalk/contracts';
import { Button, ErrorPanel, Spinner, callFailure } from '@reeltalk/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useListShareLinksQuery, useRevokeShareLinkMutation } from './api.ts';
import { CopyableLink } from './CopyableLink.tsx';
import { readableDate, shareLinkStatus } from './shareLinkStatus.ts';
import { SHARE_TEXTS } from './shareTexts.ts';

interface ShareLinkListProps {
  projectId: string;
  /** Addresses of links made in this session, by link id: the server keeps only a hash of each key. */
  knownUrls: Readonly<Record<string, string>>;
}

/** The project's links: who got each, when it was made and ends, whether it still opens; Copy and Revoke. */
export function ShareLinkList({ projectId, knownUrls }: ShareLinkListProps) {
  const { data: links, error, refetch } = useListShareLinksQuery(projectId);
  return (
    <section className="rt-share-links" aria-labelledby="rt-share-links-title">
      <h3 id="rt-share-links-title" className="rt-share-links__title">
        {SHARE_TEXTS.linksHeading}
      </h3>
      {links ? (
        links.length === 0 ? (
          <p className="rt-share-muted">{SHARE_TEXTS.noLinks}</p>
        ) : (
          <ul className="rt-share-links__list" data-testid="share-link-list">
            {links.map((link) => (
              <ShareLinkRow key={link._id} projectId={projectId} link={link} url={knownUrls[link._id]} />
            ))}
          </ul>
        )
      ) : error ? (
        <ErrorPanel message={callFailure(error)} onRetry={() => void refetch()} />
      ) : (
        <Spinner label={SHARE_TEXTS.linksLoading} />
      )}
    </section>
  );
}

function ShareLinkRow({ projectId, link, url }: { projectId: string; link: ShareLink; url: string | undefined }) {
  const [confirming, setConfirming] = useState(false);
  const [revoke, { isLoading: revoking, error }] = useRevokeShareLinkMutation();
  const status = shareLinkStatus(link, Date.now());
  // The question takes the focus on its safe answer: a second click or Enter meant for Revoke cannot revoke unasked.
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!confirming) return;
    // Below the fold of a phone's dialog otherwise: the question is shown whole.
    question.current?.scrollIntoView?.({ block: 'nearest' });
    question.current?.querySelector<HTMLButtonElement>('[data-answer="cancel"]')?.focus({ preventScroll: true });
  }, [confirming]);
  return (
    <li className="rt-share-link" data-testid="share-link" data-share-id={link._id}>
      <div className="rt-share-link__head">
        <span className="rt-share-link__recipients">{link.recipients.join(', ')}</span>
        <span className="rt-share-link__tags">
          {link.feedback && (
            <span className="rt-share-status rt-share-status--feedback">{SHARE_TEXTS.feedbackLink}</span>
          )}
          <span className={`rt-share-status rt-share-status--${status}`} data-testid="share-link-status">
            {SHARE_TEXTS.status[status]}
          </span>
        </span>
      </div>
      <dl className="rt-share-link__dates">
        <div>
          <dt>{SHARE_TEXTS.created}</dt>
          <dd>{readableDate(link.createdAt)}</dd>
        </div>
        <div>
          <dt>{SHARE_TEXTS.expires}</dt>
          <dd>{readableDate(link.expiresAt)}</dd>
        </div>
      </dl>
      {status === 'active' && !url && <p className="rt-share-muted">{SHARE_TEXTS.addressShownOnce}</p>}
      {status === 'active' &&
        (confirming ? (
          <div
            ref={question}
            className="rt-share-link__confirm"
            role="alertdialog"
            aria-label={SHARE_TEXTS.revokeLink}
            aria-describedby={`rt-share-revoke-${link._id}`}
          >
            <p id={`rt-share-revoke-${link._id}`}>{SHARE_TEXTS.revokeConfirm(link.recipients)}</p>
            <Button data-answer="cancel" variant="secondary" onClick={() => setConfirming(false)} disabled={revoking}>
              {SHARE_TEXTS.cancel}
            </Button>
            <Button
              className="rt-share-link__revoke-confirm"
              data-testid="share-link-revoke-confirm"
              disabled={revoking}
              onClick={() => void revoke({ projectId, shareId: link._id }).then(() => setConfirming(false))}
            >
              {revoking ? SHARE_TEXTS.revoking : SHARE_TEXTS.revokeLink}
            </Button>
          </div>
        ) : (
          <div className="rt-share-link__actions">
            {url && <CopyableLink url={url} copyTestId="share-link-copy" compact />}
            <Button variant="secondary" data-testid="share-link-revoke" onClick={() => setConfirming(true)}>
              {SHARE_TEXTS.revoke}
            </Button>
          </div>
        ))}
      {error && (
        <p className="rt-share-error" role="alert">
          {callFailure(error)}
        </p>
      )}
    </li>
  );
}
