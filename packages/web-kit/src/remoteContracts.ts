import type { StepKey } from '@reeltalk/contracts';

/**
 * The bottom navigation's Continue / Mix & Export / Download buttons belong to the shell, but what they do can depend
 * on the step on screen (save the voice first, mix the audio, open the download choice). The shell announces the
 * click as a cancelable window event; a step that takes it over calls event.preventDefault() and does its own work
 * (including navigating on); otherwise the shell's default runs (Continue: go to the next step).
 */
export const STEP_ACTION_EVENT = 'projectStepAction';

export interface StepActionDetail {
  step: StepKey;
  action: 'continue' | 'download';
  projectId: string | undefined;
}

/** The shell announces the action; true when no step took it over. */
export function announceStepAction(detail: StepActionDetail): boolean {
  return window.dispatchEvent(new CustomEvent<StepActionDetail>(STEP_ACTION_EVENT, { detail, cancelable: true }));
}

/**
 * A step takes actions over: `handle` answers true for each action it does itself (the shell's default then does not
 * run). Returns the unsubscribe.
 */
export function onStepAction(handle: (detail: StepActionDetail) => boolean): () => void {
  const listener = (event: Event) => {
    if (handle((event as CustomEvent<StepActionDetail>).detail)) event.preventDefault();
  };
  window.addEventListener(STEP_ACTION_EVENT, listener);
  return () => window.removeEventListener(STEP_ACTION_EVENT, listener);
}
