import { DEFAULT_COVER_URL, EXPORT_MESSAGES } from '@reeltalk/contracts';
import { LineIcon } from '@reeltalk/web-kit';

const PENCIL = 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4';

/** The cover art, or the default cover (the video's too) when the project has none; a pencil opens the edit dialog. */
export function PlayerCover({
  coverUrl,
  title,
  onEdit,
}: {
  coverUrl: string | null;
  title: string;
  onEdit?: () => void;
}) {
  return (
    <div className="rt-audiobook__cover">
      <img
        className="rt-audiobook__image"
        src={coverUrl ?? DEFAULT_COVER_URL}
        alt={coverUrl ? `Cover art of ${title}` : 'Default cover art'}
      />
      {onEdit && (
        <button
          type="button"
          className="rt-audiobook__edit"
          data-testid="player-cover-edit"
          aria-label={EXPORT_MESSAGES.editCoverTitle}
          title={EXPORT_MESSAGES.editCoverTitle}
          onClick={onEdit}
        >
          <LineIcon path={PENCIL} />
        </button>
      )}
    </div>
  );
}
