import { STEPS, type StepKey } from '@reeltalk/contracts';

type StepStatus = 'complete' | 'in-progress' | 'inactive';

const STEP_KEYS: readonly StepKey[] = STEPS.map((step) => step.key);

export const isStepKey = (value: string | undefined): value is StepKey =>
  value !== undefined && (STEP_KEYS as readonly string[]).includes(value);

const stepIndex = (key: StepKey): number => STEP_KEYS.indexOf(key);

/** Steps before the current one are complete, the current one is in progress, later ones inactive. */
export function stepStatus(key: StepKey, current: StepKey): StepStatus {
  const difference = stepIndex(key) - stepIndex(current);
  if (difference < 0) return 'complete';
  return difference === 0 ? 'in-progress' : 'inactive';
}

export interface ClickabilityContext {
  current: StepKey;
  /** The project already exists (a /app/project/{id}/… route). */
  inExistingProject: boolean;
  /** The project has mixed audio. */
  hasMix: boolean;
}

/**
 * Completed and current steps are clickable; with mixed audio every step but upload is; inside an
 * existing project the upload step never is.
 */
export function isStepClickable(key: StepKey, { current, inExistingProject, hasMix }: ClickabilityContext): boolean {
  if (key === 'upload') return !inExistingProject && stepStatus(key, current) !== 'inactive';
  return hasMix || stepStatus(key, current) !== 'inactive';
}

export type BottomNavAction = 'back' | 'save' | 'continue' | 'download';

export interface BottomNavButton {
  label: string;
  action: BottomNavAction;
  variant: 'primary' | 'secondary';
}

interface BottomNavLayout {
  back: BottomNavButton | null;
  middle: BottomNavButton;
  forward: BottomNavButton;
}

const save = (variant: BottomNavButton['variant']): BottomNavButton => ({
  label: 'Save Project',
  action: 'save',
  variant,
});
const back = (label: string): BottomNavButton => ({ label, action: 'back', variant: 'secondary' });
const forward = (label: string): BottomNavButton => ({ label, action: 'continue', variant: 'primary' });

/** The bottom navigation of each step: its Back (or none), middle and forward buttons. */
export const BOTTOM_NAV: Record<StepKey, BottomNavLayout> = {
  upload: { back: back('Back to Dashboard'), middle: save('secondary'), forward: forward('Continue to Review') },
  review: { back: null, middle: save('secondary'), forward: forward('Continue to Voice & Emotion') },
  voice: { back: back('Back to Review'), middle: save('secondary'), forward: forward('Continue to Soundtrack') },
  soundtrack: {
    back: back('Back to Voice & Emotion'),
    middle: save('secondary'),
    forward: forward('Mix & Export Audiobook'),
  },
  export: {
    back: back('Back to Soundtrack'),
    middle: { label: 'Download', action: 'download', variant: 'secondary' },
    forward: save('primary'),
  },
};

/** Where a step lives: the upload of a project not yet created is /app. */
export function stepPath(key: StepKey, projectId: string | undefined): string {
  return projectId ? `/app/project/${projectId}/${key}` : '/app';
}

/** Back goes to the previous step; from upload, back to the dashboard (/app). */
export function backPath(current: StepKey, projectId: string | undefined): string {
  const previous = STEP_KEYS[stepIndex(current) - 1];
  return previous ? stepPath(previous, projectId) : '/app';
}

export function nextStep(current: StepKey): StepKey | undefined {
  return STEP_KEYS[stepIndex(current) + 1];
}
