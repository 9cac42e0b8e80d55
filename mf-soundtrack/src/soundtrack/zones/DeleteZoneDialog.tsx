import type { MusicZone } from '@reeltalk/contracts';
import { Button, Dialog } from '@reeltalk/web-kit';
import { zoneTimes } from './ZoneList.tsx';

interface DeleteZoneDialogProps {
  zone: MusicZone;
  onCancel: () => void;
  onDelete: () => void;
}

/** The confirmation before a zone is deleted: Cancel closes it, Delete removes the zone. */
export function DeleteZoneDialog({ zone, onCancel, onDelete }: DeleteZoneDialogProps) {
  return (
    <Dialog
      title="Delete Music Zone"
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onDelete} data-testid="confirm-delete-zone">
            Delete
          </Button>
        </>
      }
    >
      <p>
        Remove the music zone “{zone.title}” ({zoneTimes(zone)}) from the timeline?
      </p>
    </Dialog>
  );
}
