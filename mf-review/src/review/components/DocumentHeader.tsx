import type { ReactNode } from 'react';
import { formatFileSize, type Project } from '@reeltalk/contracts';

interface DocumentHeaderProps {
  project: Project;
  wordCount: number | null;
  /** 'Processing complete', or the narration's progress while it runs. */
  status: ReactNode;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const numberFormat = new Intl.NumberFormat('en-US');

/** The script's name, size, word count and date, with the processing status. */
export function DocumentHeader({ project, wordCount, status }: DocumentHeaderProps) {
  const document = project.source_document;
  return (
    <header className="rt-document" data-testid="document-header">
      <span className="rt-document__icon" aria-hidden="true">
        {(document?.type ?? 'doc').toUpperCase()}
      </span>
      <div className="rt-document__details">
        <h2 className="rt-document__name" data-testid="document-name">
          {document?.name ?? project.name}
        </h2>
        <p className="rt-document__meta">
          {typeof document?.size === 'number' && (
            <span data-testid="document-size">{formatFileSize(document.size)}</span>
          )}
          {wordCount !== null && <span data-testid="document-words">{numberFormat.format(wordCount)} words</span>}
          <time dateTime={project.createdAt}>{dateFormat.format(new Date(project.createdAt))}</time>
        </p>
      </div>
      <div className="rt-document__status">{status}</div>
    </header>
  );
}
