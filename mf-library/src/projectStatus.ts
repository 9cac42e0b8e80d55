import { STATUS } from '@reeltalk/contracts';

const LABELS: Record<number, string> = {
  [STATUS.DRAFT]: 'Draft',
  [STATUS.IN_PROGRESS]: 'In Progress',
  [STATUS.COMPLETE]: 'Complete',
};

/** The status tag text of a project status number (spec 02 §4); anything else is 'Unknown'. */
export const statusLabel = (status: number): string => LABELS[status] ?? 'Unknown';
