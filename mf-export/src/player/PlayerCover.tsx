import { EXPORT_MESSAGES } from '@reeltalk/contracts';
import { LineIcon } from '@reeltalk/web-kit';

const PENCIL = 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4';
const HEADPHONES = 'M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v5H5a1 1 0 0 1-1-1v-4zm16 0h-3v5h2a1 1 0 0 0 1-1v-4z';

/** The cover art, or the default (drawn, no image file) when the project has none; a pencil opens the edit dialog. */
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
      {coverUrl ? (
        <img className="rt-audiobook__image" src={coverUrl} alt={`Cover art of ${title}`} />
      ) : (
        <div className="rt-audiobook__placeholder" role="img" aria-label="Default cover art">
          <LineIcon path={HEADPHONES} />
        </div>
      )}
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
