import { afterEach, describe, expect, it, vi } from 'vitest';
import { STEP_ACTION_EVENT, announceStepAction, onStepAction, type StepActionDetail } from './remoteContracts.ts';

const unsubscribes: Array<() => void> = [];
afterEach(() => unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe()));

const voiceContinue: StepActionDetail = { step: 'voice', action: 'continue', projectId: 'p1' };

describe('step actions', () => {
  it("are the cancelable window event 'projectStepAction'", () => {
    const seen: Array<{ detail: unknown; cancelable: boolean }> = [];
    const listener = (event: Event) =>
      seen.push({ detail: (event as CustomEvent).detail, cancelable: event.cancelable });
    window.addEventListener('projectStepAction', listener);
    unsubscribes.push(() => window.removeEventListener('projectStepAction', listener));
    expect(STEP_ACTION_EVENT).toBe('projectStepAction');
    expect(announceStepAction(voiceContinue)).toBe(true);
    expect(seen).toEqual([{ detail: voiceContinue, cancelable: true }]);
  });

  it('are taken over by a step whose handler answers true, and left to the shell otherwise', () => {
    const handle = vi.fn((detail: StepActionDetail) => detail.step === 'voice');
    unsubscribes.push(onStepAction(handle));
    expect(announceStepAction(voiceContinue)).toBe(false);
    expect(announceStepAction({ step: 'review', action: 'continue', projectId: 'p1' })).toBe(true);
    expect(handle.mock.calls.map(([detail]) => detail.step)).toEqual(['voice', 'review']);
  });

  it('are no longer seen by a step that unsubscribed', () => {
    const handle = vi.fn(() => true);
    onStepAction(handle)();
    expect(announceStepAction(voiceContinue)).toBe(true);
    expect(handle).not.toHaveBeenCalled();
  });
});
