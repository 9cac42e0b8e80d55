import { STATUS } from '@reeltalk/contracts';
import { LineIcon } from '@reeltalk/web-kit';

/** One icon per status: a pencil for a draft, a clock while in progress, a tick when complete, '?' otherwise. */
const ICONS: Record<number, { path: string; tone: string }> = {
  [STATUS.DRAFT]: { path: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4', tone: 'draft' },
  [STATUS.IN_PROGRESS]: { path: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2', tone: 'in-progress' },
  [STATUS.COMPLETE]: { path: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-4 9 3 3 5-6', tone: 'complete' },
};
const UNKNOWN = {
  path: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-2.5 6.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5M12 17h.01',
  tone: 'unknown',
};

export function StatusIcon({ status }: { status: number }) {
  const { path, tone } = ICONS[status] ?? UNKNOWN;
  return (
    <span className={`library-status-icon library-status-icon--${tone}`}>
      <LineIcon path={path} size={20} />
    </span>
  );
}
