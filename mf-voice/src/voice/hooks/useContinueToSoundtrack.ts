import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { onStepAction, useAppDispatch } from '@reeltalk/web-kit';
import { leaveVoiceStep, type LeaveVoiceArgs } from '../voiceSlice.ts';

/**
 * Takes over the bottom navigation's 'Continue to Soundtrack' on this step: the choices are saved (and the voice
 * processed when reNarrationFlow says so) before the soundtrack step opens. A failure alerts and stays. `args` is null
 * while there is nothing to save yet (the project has not loaded): then the shell's own Continue runs.
 */
export function useContinueToSoundtrack(args: LeaveVoiceArgs | null) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inFlight = useRef<{ abort: () => void } | null>(null);

  useEffect(
    () =>
      onStepAction(({ step, action }) => {
        if (step !== 'voice' || action !== 'continue' || !args) return false;
        if (inFlight.current) return true;
        const leaving = dispatch(leaveVoiceStep(args));
        inFlight.current = leaving;
        void leaving.then((result) => {
          inFlight.current = null;
          if (leaveVoiceStep.fulfilled.match(result)) {
            navigate(`/app/project/${encodeURIComponent(args.projectId)}/soundtrack`);
          } else if (!result.meta.aborted) {
            window.alert(result.payload);
          }
        });
        return true;
      }),
    [args, dispatch, navigate],
  );

  // Leaving the step another way stops following the job (it carries on on the server).
  useEffect(() => () => inFlight.current?.abort(), []);
}
