import { Button } from '@reeltalk/web-kit';
import { useLayoutEffect, useRef, useState } from 'react';
import { writeClipboard } from './copyText.ts';
import { SHARE_TEXTS } from './shareTexts.ts';

interface CopyableLinkProps {
  url: string;
  /** data-testid of the button ('share-link-copy' in the list's rows). */
  copyTestId: string;
  /** data-testid of the address (the newest link's is 'share-link-url'). */
  urlTestId?: string;
  /** Only the button; the address shows when it has to be copied by hand. */
  compact?: boolean;
}

/**
 * A link's address with a Copy button that says what happened. Where the clipboard refuses, the address is shown
 * selected, for the user to copy by hand.
 */
export function CopyableLink({ url, copyTestId, urlTestId, compact = false }: CopyableLinkProps) {
  const shown = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<'copied' | 'by-hand' | null>(null);

  // Before paint: the address appears already selected.
  useLayoutEffect(() => {
    if (outcome === 'by-hand' && shown.current) window.getSelection()?.selectAllChildren(shown.current);
  }, [outcome]);

  return (
    <div className="rt-share-url">
      {(!compact || outcome === 'by-hand') && (
        <code ref={shown} className="rt-share-url__text" data-testid={urlTestId}>
          {url}
        </code>
      )}
      <Button
        variant="secondary"
        data-testid={copyTestId}
        onClick={async () => setOutcome((await writeClipboard(url)) ? 'copied' : 'by-hand')}
      >
        {outcome === 'copied' ? SHARE_TEXTS.copied : SHARE_TEXTS.copy}
      </Button>
      {outcome === 'by-hand' && <p className="rt-share-url__hint">{SHARE_TEXTS.copyByHand}</p>}
    </div>
  );
}
