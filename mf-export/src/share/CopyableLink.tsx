import { useRef, useState } from 'react';
import { Button } from '@reeltalk/web-kit';
import { copyText } from './copyText.ts';
import { SHARE_TEXTS } from './shareTexts.ts';

interface CopyableLinkProps {
  url: string;
  /** data-testid of the address (the newest link's is 'share-link-url'). */
  urlTestId?: string;
  /** data-testid of the button ('share-link-copy' in the list's rows). */
  copyTestId: string;
}

/** A link's address, readable and selectable, with a Copy button that says what happened. */
export function CopyableLink({ url, urlTestId, copyTestId }: CopyableLinkProps) {
  const shown = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<'copied' | 'selected' | null>(null);
  return (
    <div className="rt-share-url">
      <code ref={shown} className="rt-share-url__text" data-testid={urlTestId}>
        {url}
      </code>
      <Button
        variant="secondary"
        data-testid={copyTestId}
        onClick={async () => setOutcome(await copyText(url, shown.current))}
      >
        {outcome === 'copied' ? SHARE_TEXTS.copied : SHARE_TEXTS.copy}
      </Button>
      {outcome === 'selected' && (
        <p className="rt-share-url__hint" role="status">
          {SHARE_TEXTS.copyByHand}
        </p>
      )}
    </div>
  );
}
